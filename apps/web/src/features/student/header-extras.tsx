import { useBalanceStream } from "./api/balance-stream";
import { TrophyBalanceBadge } from "./components/trophy-balance-badge";

/**
 * The student's part of the app header, loaded with the student area: the live balance, kept
 * visible in the top bar on every screen size, and the stream that keeps it live (once per page).
 */
export default function StudentHeaderBalance({ studentId }: { studentId: string }) {
  useBalanceStream(studentId);
  return <TrophyBalanceBadge />;
}
