import { useTranslation } from "react-i18next";
import { zodResolver } from "@/lib/form-resolver";
import {
  giftCardInputSchema,
  type GiftCardFormValues,
  type GiftCardInput,
} from "@trophy/shared/schemas/gift-cards";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { useAddGiftCard } from "../api/add-gift-card";
import { useInventory } from "../api/get-inventory";
import { toastAddGiftCardFailure } from "./add-gift-card-failure";
import type { ParseKeys } from "i18next";

type AdminCopyKey = ParseKeys<"admin">;

type Field = keyof GiftCardInput;

/**
 * Each field's toast title when it is wrong, in the form's order (docs/product.md §5): copy keys,
 * read when shown, so the titles follow a language switch.
 */
const ERROR_TITLES: Record<Field, AdminCopyKey> = {
  code: "invalidCodeTitle",
  cardType: "missingCardTypeTitle",
  usdAmount: "invalidUsdAmountTitle",
  trophyCost: "invalidTrophyCostTitle",
  expiresAt: "invalidGiftCardTitle",
  notes: "invalidGiftCardTitle",
};
const FIELDS = Object.keys(ERROR_TITLES) as Field[];

const EMPTY: GiftCardFormValues = {
  code: "",
  cardType: "",
  usdAmount: "",
  trophyCost: "",
  expiresAt: "",
  notes: "",
};

/** Code, card type, USD amount, trophy cost, optional expiration date and notes. */
export function AddGiftCardForm() {
  const { t } = useTranslation(["admin", "common"]);
  const add = useAddGiftCard();
  // The card types in stock, offered as suggestions; a new type can still be typed.
  const cardTypes = useInventory().data?.map((row) => row.cardType) ?? [];
  const cardTypesId = useId();
  const form = useForm<GiftCardFormValues, unknown, GiftCardInput>({
    resolver: zodResolver(giftCardInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<GiftCardFormValues>) => {
    const field = FIELDS.find((name) => invalid[name]);
    if (!field) return;
    const message = invalid[field]?.message;
    toast({
      title: t(ERROR_TITLES[field]),
      description: message,
      variant: "destructive",
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: (giftCard) => {
        toast({ title: t("giftCardAdded"), description: giftCard.code });
        form.reset(EMPTY);
      },
      onError: (error) => {
        toastAddGiftCardFailure(error, values.code);
      },
    });
  }, onInvalid);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="gift-card-code"
          label={t("codeLabel")}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register("code")}
        />
        <TextField
          id="gift-card-type"
          label={t("cardTypeLabel")}
          autoComplete="off"
          list={cardTypesId}
          error={errors.cardType?.message}
          {...form.register("cardType")}
        />
        <datalist id={cardTypesId}>
          {cardTypes.map((type) => (
            <option key={type} value={type}>
              {titleCase(type)}
            </option>
          ))}
        </datalist>
        <TextField
          id="gift-card-usd"
          label={t("usdAmountLabel")}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.usdAmount?.message}
          {...form.register("usdAmount")}
        />
        <TextField
          id="gift-card-cost"
          label={t("common:trophyCostLabel")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.trophyCost?.message}
          {...form.register("trophyCost")}
        />
        <TextField
          id="gift-card-expires"
          label={t("expirationDateLabel")}
          hint={t("common:optional")}
          type="date"
          error={errors.expiresAt?.message}
          {...form.register("expiresAt")}
        />
        <TextField
          id="gift-card-notes"
          label={t("notesLabel")}
          hint={t("common:optional")}
          autoComplete="off"
          error={errors.notes?.message}
          {...form.register("notes")}
        />
      </div>
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? t("addingGiftCard") : t("addGiftCard")}
        </Button>
      </div>
    </form>
  );
}
