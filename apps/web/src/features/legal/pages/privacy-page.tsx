import { ShieldCheck } from "lucide-react";
import { LegalDocument } from "../components/legal-document";
import { LegalSection } from "../components/legal-section";
import { LEGAL_COPY } from "../copy";

/** /privacy: what is kept, why, who sees it, and how to get it or have it deleted. */
export function PrivacyPage() {
  return (
    <LegalDocument
      icon={ShieldCheck}
      title={LEGAL_COPY.privacyTitle}
      intro={LEGAL_COPY.privacyIntro}
    >
      <LegalSection title={LEGAL_COPY.collectTitle} body={LEGAL_COPY.collectItems} />
      <LegalSection title={LEGAL_COPY.whyTitle} body={LEGAL_COPY.whyBody} />
      <LegalSection title={LEGAL_COPY.whoTitle} body={LEGAL_COPY.whoItems} />
      <LegalSection title={LEGAL_COPY.noAdsTitle} body={LEGAL_COPY.noAdsItems} />
      <LegalSection title={LEGAL_COPY.keptTitle} body={LEGAL_COPY.keptBody} />
      <LegalSection title={LEGAL_COPY.childrenTitle} body={LEGAL_COPY.childrenBody} />
      <LegalSection title={LEGAL_COPY.rightsTitle} body={LEGAL_COPY.rightsBody} />
      <LegalSection title={LEGAL_COPY.contactTitle} body={LEGAL_COPY.contactBody} />
    </LegalDocument>
  );
}
