import { LIST_MAX_LIMIT } from "@trophy/shared/constants";
import { PROFILE_PATH } from "@/lib/profile-path";

/** The student's reads the dashboard makes on arrival: one home for each address. */
export const STUDENT_PATHS = {
  trophies: `/api/students/trophies?limit=${LIST_MAX_LIMIT}`,
  rewards: `/api/students/rewards?limit=${LIST_MAX_LIMIT}`,
  redemptionCount: "/api/students/redemptions?limit=1",
  goal: "/api/students/goal",
  connectionRequests: "/api/students/connection-requests",
} as const;

/** What the boot script asks for on a visit to /student (lib/first-calls.ts). */
export const STUDENT_FIRST_CALLS = [PROFILE_PATH, ...Object.values(STUDENT_PATHS)];
