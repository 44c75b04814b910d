import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { LegalDocument } from "../components/legal-document";
import { LegalSection } from "../components/legal-section";
import { LEGAL_COPY } from "../copy";

/** /terms: acceptable use, what trophies and gift cards are, suspension, developers' rules. */
export function TermsPage() {
  return (
    <LegalDocument icon={ScrollText} title={LEGAL_COPY.termsTitle} intro={LEGAL_COPY.termsIntro}>
      <LegalSection title={LEGAL_COPY.useTitle} body={LEGAL_COPY.useItems} />
      <LegalSection title={LEGAL_COPY.trophiesTitle} body={LEGAL_COPY.trophiesItems} />
      <LegalSection title={LEGAL_COPY.suspensionTitle} body={LEGAL_COPY.suspensionBody} />
      <LegalSection title={LEGAL_COPY.developersTitle} body={LEGAL_COPY.developersItems} />
      <LegalSection title={LEGAL_COPY.changesTitle} body={LEGAL_COPY.changesBody}>
        <p className="leading-relaxed text-slate-700">
          {LEGAL_COPY.privacyLinkLead}{" "}
          <Link to={paths.privacy} className="font-medium text-amber-700 underline">
            {LEGAL_COPY.privacyTitle}
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
