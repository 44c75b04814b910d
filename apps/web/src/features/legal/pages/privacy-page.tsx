import { useTranslation } from "react-i18next";
import { ShieldCheck } from "lucide-react";
import { LegalDocument } from "../components/legal-document";
import { LegalSection } from "../components/legal-section";
import { RetentionSchedule } from "../components/retention-schedule";

/** /privacy: what is kept, why, who sees it, and how to get it or have it deleted. */
export function PrivacyPage() {
  const { t } = useTranslation("legal");
  return (
    <LegalDocument icon={ShieldCheck} title={t("privacyTitle")} intro={t("privacyIntro")}>
      <LegalSection title={t("collectTitle")} body={t("collectItems", { returnObjects: true })} />
      <LegalSection title={t("whyTitle")} body={t("whyBody")} />
      <LegalSection title={t("whoTitle")} body={t("whoItems", { returnObjects: true })} />
      <LegalSection title={t("noAdsTitle")} body={t("noAdsItems", { returnObjects: true })} />
      <LegalSection title={t("keptTitle")} body={t("keptBody")}>
        <RetentionSchedule />
      </LegalSection>
      <LegalSection title={t("childrenTitle")} body={t("childrenBody")} />
      <LegalSection title={t("rightsTitle")} body={t("rightsBody")} />
      <LegalSection title={t("contactTitle")} body={t("contactBody")} />
    </LegalDocument>
  );
}
