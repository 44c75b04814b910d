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
import { COMMON_COPY } from "@/lib/copy";
import { validationText } from "@/lib/i18n/validation-texts";
import { useAddGiftCard } from "../api/add-gift-card";
import { useInventory } from "../api/get-inventory";
import { toastAddGiftCardFailure } from "./add-gift-card-failure";
import { ADMIN_COPY, type AdminCopyKey } from "../copy";

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
      title: ADMIN_COPY[ERROR_TITLES[field]],
      description: message && validationText(message),
      variant: "destructive",
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: (giftCard) => {
        toast({ title: ADMIN_COPY.giftCardAdded, description: giftCard.code });
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
          label={ADMIN_COPY.codeLabel}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register("code")}
        />
        <TextField
          id="gift-card-type"
          label={ADMIN_COPY.cardTypeLabel}
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
          label={ADMIN_COPY.usdAmountLabel}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.usdAmount?.message}
          {...form.register("usdAmount")}
        />
        <TextField
          id="gift-card-cost"
          label={COMMON_COPY.trophyCostLabel}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.trophyCost?.message}
          {...form.register("trophyCost")}
        />
        <TextField
          id="gift-card-expires"
          label={ADMIN_COPY.expirationDateLabel}
          hint={COMMON_COPY.optional}
          type="date"
          error={errors.expiresAt?.message}
          {...form.register("expiresAt")}
        />
        <TextField
          id="gift-card-notes"
          label={ADMIN_COPY.notesLabel}
          hint={COMMON_COPY.optional}
          autoComplete="off"
          error={errors.notes?.message}
          {...form.register("notes")}
        />
      </div>
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? ADMIN_COPY.addingGiftCard : ADMIN_COPY.addGiftCard}
        </Button>
      </div>
    </form>
  );
}
