import { Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

/** How long the burst lasts, the last piece's delay included: at most 1.5 s (docs/product.md §2). */
const PIECE_MS = 1_000;
const STAGGER_MS = 200;
export const CELEBRATION_MS = PIECE_MS + STAGGER_MS;

const PIECES = 22;
const COLOURS = ["#f59e0b", "#f43f5e", "#0ea5e9", "#10b981", "#8b5cf6", "#f97316"] as const;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** One piece of confetti: out from the middle, spinning, then falling and fading. */
function pieceKeyframes(index: number): Keyframe[] {
  const angle = (index / PIECES) * 2 * Math.PI + (index % 2) * 0.3;
  const distance = 110 + (index % 4) * 22;
  const x = Math.cos(angle) * distance;
  const y = Math.sin(angle) * distance;
  const spin = (index % 2 ? 1 : -1) * (240 + (index % 3) * 90);
  return [
    { transform: "translate(0, 0) rotate(0deg) scale(0.6)", opacity: 1 },
    {
      transform: `translate(${x}px, ${y}px) rotate(${spin / 2}deg) scale(1)`,
      opacity: 1,
      offset: 0.55,
    },
    { transform: `translate(${x * 1.1}px, ${y + 70}px) rotate(${spin}deg) scale(0.9)`, opacity: 0 },
  ];
}

const TROPHY_KEYFRAMES: Keyframe[] = [
  { transform: "scale(0.3)", opacity: 0 },
  { transform: "scale(1.15)", opacity: 1, offset: 0.3 },
  { transform: "scale(1)", opacity: 1, offset: 0.75 },
  { transform: "scale(1.05)", opacity: 0 },
];

/**
 * A burst over the page when a reward is redeemed or a goal reached: a trophy pops and confetti
 * flies out, over within 1.2 s, then it is gone. Decorative (a toast, the dialog or a status message
 * says what happened), clicks pass through, and nothing at all under prefers-reduced-motion.
 */
export function Celebration() {
  const [reduced] = useState(prefersReducedMotion);
  const [done, setDone] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (reduced || !element || typeof element.animate !== "function") return;
    const pieces = [...element.querySelectorAll<HTMLElement>("[data-piece]")];
    const animations = pieces.map((piece, i) =>
      piece.animate(pieceKeyframes(i), {
        duration: PIECE_MS,
        delay: (i % 5) * (STAGGER_MS / 4),
        easing: "cubic-bezier(0.2, 0.7, 0.3, 1)",
        fill: "both",
      }),
    );
    const trophy = element.querySelector<HTMLElement>("[data-trophy]");
    if (trophy) {
      animations.push(
        trophy.animate(TROPHY_KEYFRAMES, {
          duration: CELEBRATION_MS,
          easing: "ease-out",
          fill: "both",
        }),
      );
    }
    let cancelled = false;
    void Promise.allSettled(animations.map((a) => a.finished)).then(() => {
      if (!cancelled) setDone(true);
    });
    return () => {
      cancelled = true;
      for (const animation of animations) animation.cancel();
    };
  }, [reduced]);

  if (reduced || done) return null;
  return createPortal(
    <div
      ref={root}
      data-celebration=""
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-[60] overflow-hidden"
    >
      <div className="absolute top-[38%] left-1/2">
        {Array.from({ length: PIECES }, (_, i) => (
          <span
            key={i}
            data-piece=""
            className={
              i % 3 === 0
                ? "absolute -mt-1.5 -ml-1.5 size-3 rounded-full opacity-0"
                : "absolute -mt-2 -ml-1 h-4 w-2 rounded-sm opacity-0"
            }
            style={{ backgroundColor: COLOURS[i % COLOURS.length] }}
          />
        ))}
        <span
          data-trophy=""
          className="absolute -mt-10 -ml-10 flex size-20 items-center justify-center rounded-full bg-brand text-ink opacity-0 shadow-xl"
        >
          <Trophy className="size-10" />
        </span>
      </div>
    </div>,
    document.body,
  );
}
