import { useLocation } from "react-router";
import { paths } from "@/lib/paths";
import { useBalanceStream } from "./api/balance-stream";
import { TrophyBalanceBadge } from "./components/trophy-balance-badge";

/** The pages that show the balance large themselves: the dashboard's figure, the offerings' card. */
const PAGES_SHOWING_BALANCE: readonly string[] = [paths.student.home, paths.student.offerings];

/**
 * The student's part of the app header, loaded with the student area: the live balance, kept
 * visible in the top bar on every screen size, and the stream that keeps it live (once per page).
 * Where the page shows the balance itself, the badge is only for assistive technology (it still
 * announces changes), so the balance shows once on screen.
 */
export default function StudentHeaderBalance({ studentId }: { studentId: string }) {
  useBalanceStream(studentId);
  const { pathname } = useLocation();
  const onPage = PAGES_SHOWING_BALANCE.includes(pathname.replace(/\/$/, "") || "/");
  return (
    <span className={onPage ? "sr-only" : "contents"}>
      <TrophyBalanceBadge />
    </span>
  );
}
