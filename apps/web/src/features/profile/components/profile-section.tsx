import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

interface ProfileSectionProps {
  /** Names the section for assistive technology through its heading. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One part of the profile page: a card with an h2 under the page's h1. */
export function ProfileSection({ id, title, intro, children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {intro && <CardDescription>{intro}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
