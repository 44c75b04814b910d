import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { SELF_REGISTER_TYPES } from "@trophy/shared/constants";
import { Code, GraduationCap, HandHeart, type LucideIcon } from "lucide-react";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";

export type SelfRegisterType = (typeof SELF_REGISTER_TYPES)[number];

/** Each type's label and line, read while rendering so they follow the current language. */
function optionOf(type: SelfRegisterType): { label: string; body: string; icon: LucideIcon } {
  switch (type) {
    case "student":
      return {
        label: i18next.t("common:student"),
        body: i18next.t("auth:studentTypeBody"),
        icon: GraduationCap,
      };
    case "developer":
      return {
        label: i18next.t("common:developer"),
        body: i18next.t("auth:developerTypeBody"),
        icon: Code,
      };
    case "parent_guide":
      return {
        label: i18next.t("common:parentGuide"),
        body: i18next.t("auth:parentTypeBody"),
        icon: HandHeart,
      };
  }
}

interface AccountTypePickerProps {
  value: SelfRegisterType;
  onChange: (value: SelfRegisterType) => void;
}

function isSelfRegisterType(value: string): value is SelfRegisterType {
  return (SELF_REGISTER_TYPES as readonly string[]).includes(value);
}

/** The account type choice; each whole card is the radio's label, its name is the type alone. */
export function AccountTypePicker({ value, onChange }: AccountTypePickerProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-2">
      <span id="account-type-label" className="text-sm font-medium text-slate-800">
        {t("accountType")}
      </span>
      <RadioGroup
        aria-labelledby="account-type-label"
        value={value}
        onValueChange={(next) => {
          if (isSelfRegisterType(next)) onChange(next);
        }}
      >
        {SELF_REGISTER_TYPES.map((type) => {
          const { label, body, icon: Icon } = optionOf(type);
          const id = `account-type-${type}`;
          return (
            <label
              key={type}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors",
                value === type
                  ? "border-amber-500 bg-amber-50"
                  : "border-slate-200 hover:bg-slate-50",
              )}
            >
              <RadioGroupItem
                id={id}
                value={type}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-body`}
                className="mt-0.5"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
              <span className="grid min-w-0 gap-0.5">
                <span id={`${id}-title`} className="text-sm font-semibold text-slate-900">
                  {label}
                </span>
                <span id={`${id}-body`} className="text-xs text-slate-600">
                  {body}
                  {type === "developer" && (
                    <span className="mt-0.5 block font-medium text-amber-700">
                      {t("developerApprovalNote")}
                    </span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
    </div>
  );
}
