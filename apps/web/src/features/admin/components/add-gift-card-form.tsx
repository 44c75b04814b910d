import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@trophy/shared/messages";
import {
  giftCardInputSchema,
  type GiftCardFormValues,
  type GiftCardInput,
} from "@trophy/shared/schemas/gift-cards";
import { Plus } from "lucide-react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { useAddGiftCard } from "../api/add-gift-card";
import { toastAddGiftCardFailure } from "./add-gift-card-failure";

type Field = keyof GiftCardInput;

/** Each field's toast title when it is wrong, in the form's order (docs/product.md §5). */
const ERROR_TITLES: Record<Field, string> = {
  code: MESSAGES.invalidCodeTitle,
  cardType: MESSAGES.missingCardTypeTitle,
  usdAmount: MESSAGES.invalidUsdAmountTitle,
  trophyCost: MESSAGES.invalidTrophyCostTitle,
  expiresAt: MESSAGES.invalidGiftCardTitle,
  notes: MESSAGES.invalidGiftCardTitle,
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
  const form = useForm<GiftCardFormValues, unknown, GiftCardInput>({
    resolver: zodResolver(giftCardInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<GiftCardFormValues>) => {
    const field = FIELDS.find((name) => invalid[name]);
    if (!field) return;
    toast({
      title: ERROR_TITLES[field],
      description: invalid[field]?.message,
      variant: "destructive",
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: (giftCard) => {
        toast({ title: MESSAGES.giftCardAdded, description: giftCard.code });
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
          label={MESSAGES.codeLabel}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register("code")}
        />
        <TextField
          id="gift-card-type"
          label={MESSAGES.cardTypeLabel}
          autoComplete="off"
          error={errors.cardType?.message}
          {...form.register("cardType")}
        />
        <TextField
          id="gift-card-usd"
          label={MESSAGES.usdAmountLabel}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.usdAmount?.message}
          {...form.register("usdAmount")}
        />
        <TextField
          id="gift-card-cost"
          label={MESSAGES.trophyCostLabel}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.trophyCost?.message}
          {...form.register("trophyCost")}
        />
        <TextField
          id="gift-card-expires"
          label={MESSAGES.expirationDateLabel}
          hint={MESSAGES.optional}
          type="date"
          error={errors.expiresAt?.message}
          {...form.register("expiresAt")}
        />
        <TextField
          id="gift-card-notes"
          label={MESSAGES.notesLabel}
          hint={MESSAGES.optional}
          autoComplete="off"
          error={errors.notes?.message}
          {...form.register("notes")}
        />
      </div>
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? MESSAGES.addingGiftCard : MESSAGES.addGiftCard}
        </Button>
      </div>
    </form>
  );
}
