import { Celebration } from "./celebration";

/**
 * The burst after a reward is redeemed or a goal reached (components/celebration.tsx): keyed by
 * the caller, so each new event plays it once more.
 */
export function RedeemCelebration() {
  return <Celebration />;
}
