import { i18next } from "@/lib/i18n/i18n";
import type { AdminStats } from "@trophy/shared/schemas/admin";
import {
  ClipboardCheck,
  Clock,
  CodeXml,
  GraduationCap,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { StatTile } from "@/components/stat-tile";
import { formatNumber } from "@/lib/format";
import { paths } from "@/lib/paths";
import { developersWithStatus } from "./developer-filter";
import { fulfillmentsWithStatus } from "./fulfillment-filter";
import { usersOfType } from "./user-search-params";

interface Tile {
  id: string;
  title: () => string;
  icon: LucideIcon;
  /** The list the figure counts. */
  to: string;
  value: (stats: AdminStats) => number;
}

const TILES: readonly Tile[] = [
  {
    id: "users",
    title: () => i18next.t("admin:totalUsers"),
    icon: Users,
    to: paths.admin.users,
    value: (s) => s.totalUsers,
  },
  {
    id: "students",
    title: () => i18next.t("common:students"),
    icon: GraduationCap,
    to: usersOfType("student"),
    value: (s) => s.totalStudents,
  },
  {
    id: "developers",
    title: () => i18next.t("common:developers"),
    icon: CodeXml,
    to: paths.admin.developers,
    value: (s) => s.totalDevelopers,
  },
  {
    id: "pending",
    title: () => i18next.t("admin:pendingValidations"),
    icon: Clock,
    to: developersWithStatus("pending"),
    value: (s) => s.pendingValidations,
  },
  {
    id: "fulfillments",
    title: () => i18next.t("admin:pendingFulfillments"),
    icon: ClipboardCheck,
    to: fulfillmentsWithStatus("pending"),
    value: (s) => s.pendingFulfillments,
  },
];

/**
 * The four user figures and the base rewards' redemptions waiting, each a link to the list it
 * counts (Pending Validations: the developers filtered to pending; Pending Fulfillments: the
 * Fulfillment screen filtered to pending). Undefined stats (still loading) leave each tile its
 * skeleton.
 */
export function DashboardTiles({ stats }: { stats: AdminStats | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {TILES.map((tile) => {
        const value = stats ? formatNumber(tile.value(stats)) : undefined;
        return (
          <Link
            key={tile.id}
            to={tile.to}
            // The tile is a region inside the link, which browsers leave out of the link's name.
            aria-label={value === undefined ? tile.title() : `${tile.title()}: ${value}`}
            className="block min-w-0 rounded-2xl transition-shadow hover:shadow-md [&>*]:h-full"
          >
            <StatTile icon={tile.icon} title={tile.title()} value={value} />
          </Link>
        );
      })}
    </div>
  );
}
