import type { RewardPictureId } from "@trophy/shared/constants";
import {
  Bike,
  BookOpen,
  Cake,
  Clapperboard,
  Gamepad2,
  Gift,
  IceCreamCone,
  Music,
  Package,
  Palette,
  Pizza,
  Puzzle,
  Star,
  Ticket,
  Trees,
  Tv,
  Volleyball,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The art of each reward picture (REWARD_PICTURE_IDS in packages/shared): an icon on a colour of
 * its own, in shades the dark theme turns around (index.css).
 */
export const REWARD_PICTURE_ART: Record<RewardPictureId, { icon: LucideIcon; tone: string }> = {
  gift: { icon: Gift, tone: "bg-amber-100 text-amber-800" },
  star: { icon: Star, tone: "bg-orange-100 text-orange-800" },
  book: { icon: BookOpen, tone: "bg-sky-100 text-sky-800" },
  game: { icon: Gamepad2, tone: "bg-violet-100 text-violet-800" },
  "ice-cream": { icon: IceCreamCone, tone: "bg-rose-100 text-rose-800" },
  pizza: { icon: Pizza, tone: "bg-red-100 text-red-800" },
  movie: { icon: Clapperboard, tone: "bg-indigo-100 text-indigo-800" },
  outing: { icon: Trees, tone: "bg-green-100 text-green-800" },
  bike: { icon: Bike, tone: "bg-emerald-100 text-emerald-800" },
  music: { icon: Music, tone: "bg-violet-200 text-violet-900" },
  art: { icon: Palette, tone: "bg-orange-200 text-orange-900" },
  puzzle: { icon: Puzzle, tone: "bg-sky-200 text-sky-900" },
  ball: { icon: Volleyball, tone: "bg-emerald-200 text-emerald-900" },
  cake: { icon: Cake, tone: "bg-rose-200 text-rose-900" },
  "screen-time": { icon: Tv, tone: "bg-indigo-200 text-indigo-900" },
  ticket: { icon: Ticket, tone: "bg-amber-200 text-amber-900" },
};

/** Without a picture of its own: a custom reward is a gift, a base reward (the platform's) a parcel. */
const DEFAULTS = {
  custom: { icon: Gift, tone: "bg-amber-100 text-amber-800" },
  base: { icon: Package, tone: "bg-sky-100 text-sky-800" },
} as const;

const SIZES = {
  sm: "size-10 rounded-xl [&_svg]:size-5",
  md: "size-14 rounded-2xl [&_svg]:size-7",
  lg: "size-20 rounded-3xl [&_svg]:size-10",
} as const;

interface RewardPictureProps {
  picture: RewardPictureId | null;
  /** Decides the default when there is no picture. */
  kind: "custom" | "base";
  size?: keyof typeof SIZES;
  className?: string;
}

/** A reward's picture (decorative: the reward's title beside it says what it is). */
export function RewardPicture({ picture, kind, size = "md", className }: RewardPictureProps) {
  const art = picture ? REWARD_PICTURE_ART[picture] : DEFAULTS[kind];
  const Icon = art.icon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center",
        art.tone,
        SIZES[size],
        className,
      )}
    >
      <Icon />
    </span>
  );
}
