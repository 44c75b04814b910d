import { Card } from "@/components/ui/card";

/** What a list shows when it has nothing in it. */
export function EmptyList({ text }: { text: string }) {
  return <Card className="p-8 text-center text-slate-600">{text}</Card>;
}
