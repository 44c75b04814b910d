import { ROLE_HOME } from "@trophy/shared/constants";

/**
 * Routes that more than one file names: the router's pattern and the links' href side by side,
 * so a renamed path breaks at one place.
 */
export const paths = {
  adminDevelopers: {
    pattern: `${ROLE_HOME.admin}/developers`,
    href: () => `${ROLE_HOME.admin}/developers`,
  },
  adminDeveloperAwards: {
    pattern: `${ROLE_HOME.admin}/developers/:id/awards`,
    href: (developerId: string) =>
      `${ROLE_HOME.admin}/developers/${encodeURIComponent(developerId)}/awards`,
  },
} as const;
