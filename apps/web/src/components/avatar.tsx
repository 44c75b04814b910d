import { useTranslation } from "react-i18next";
import type { AvatarId } from "@trophy/shared/constants";
import {
  Bird,
  Bot,
  Cat,
  Dog,
  Fish,
  Ghost,
  Panda,
  Rabbit,
  Rocket,
  Snail,
  Squirrel,
  Turtle,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The art of each avatar (AVATAR_IDS in packages/shared): an icon on a colour of its own. The
 * pairs are light-theme shades that the dark theme turns around (index.css), so each reads in both.
 */
export const AVATAR_ART: Record<AvatarId, { icon: LucideIcon; tone: string }> = {
  cat: { icon: Cat, tone: "bg-orange-100 text-orange-800" },
  dog: { icon: Dog, tone: "bg-amber-100 text-amber-800" },
  bird: { icon: Bird, tone: "bg-sky-100 text-sky-800" },
  fish: { icon: Fish, tone: "bg-indigo-100 text-indigo-800" },
  rabbit: { icon: Rabbit, tone: "bg-rose-100 text-rose-800" },
  squirrel: { icon: Squirrel, tone: "bg-red-100 text-red-800" },
  turtle: { icon: Turtle, tone: "bg-emerald-100 text-emerald-800" },
  snail: { icon: Snail, tone: "bg-violet-100 text-violet-800" },
  panda: { icon: Panda, tone: "bg-slate-200 text-slate-900" },
  rocket: { icon: Rocket, tone: "bg-green-100 text-green-800" },
  robot: { icon: Bot, tone: "bg-sky-200 text-sky-900" },
  ghost: { icon: Ghost, tone: "bg-violet-200 text-violet-900" },
};

const SIZES = {
  sm: "size-8 [&_svg]:size-4",
  md: "size-11 [&_svg]:size-6",
  lg: "size-14 [&_svg]:size-8",
} as const;

interface AvatarProps {
  avatar: AvatarId | null | undefined;
  size?: keyof typeof SIZES;
  /** Decorative where the name next to it says who it is; otherwise named by its avatar. */
  decorative?: boolean;
  className?: string;
}

/** A student's avatar, or a plain figure while they have none. */
export function Avatar({ avatar, size = "md", decorative = false, className }: AvatarProps) {
  const { t } = useTranslation("pictures");
  const art = avatar ? AVATAR_ART[avatar] : null;
  const Icon = art?.icon ?? UserRound;
  const label = avatar ? t("avatarLabel", { name: t(`avatar_${avatar}`) }) : t("noAvatar");
  return (
    <span
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full",
        art?.tone ?? "bg-slate-100 text-slate-600",
        SIZES[size],
        className,
      )}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}
