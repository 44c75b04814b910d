import { useTranslation } from "react-i18next";
import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { LegalDocument } from "../components/legal-document";
import { LegalSection } from "../components/legal-section";

/** /terms: acceptable use, what trophies and gift cards are, suspension, developers' rules. */
export function TermsPage() {
  const { t } = useTranslation("legal");
  return (
    <LegalDocument icon={ScrollText} title={t("termsTitle")} intro={t("termsIntro")}>
      <LegalSection title={t("useTitle")} body={t("useItems", { returnObjects: true })} />
      <LegalSection title={t("trophiesTitle")} body={t("trophiesItems", { returnObjects: true })} />
      <LegalSection title={t("suspensionTitle")} body={t("suspensionBody")} />
      <LegalSection
        title={t("developersTitle")}
        body={t("developersItems", { returnObjects: true })}
      />
      <LegalSection title={t("changesTitle")} body={t("changesBody")}>
        <p className="leading-relaxed text-slate-700">
          {t("privacyLinkLead")}{" "}
          <Link to={paths.privacy} className="font-medium text-amber-700 underline">
            {t("privacyTitle")}
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
