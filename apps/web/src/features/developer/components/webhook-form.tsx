import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { zodResolver } from "@/lib/form-resolver";
import { WEBHOOK_ENDPOINTS_MAX } from "@trophy/shared/constants";
import {
  createWebhookSchema,
  type CreateWebhookResponse,
  type WebhookEventType,
} from "@trophy/shared/schemas/webhooks";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useCreateWebhook } from "../api/create-webhook";

type FormValues = z.input<typeof createWebhookSchema>;

/**
 * The events a developer subscribes to. `ping` is left out: it is what Send test event delivers,
 * to any endpoint, so there is nothing to choose.
 */
const SUBSCRIBABLE = [
  { event: "award.created", body: () => i18next.t("developerWebhooks:eventAwardCreated") },
  { event: "award.reversed", body: () => i18next.t("developerWebhooks:eventAwardReversed") },
  {
    event: "connection.revoked",
    body: () => i18next.t("developerWebhooks:eventConnectionRevoked"),
  },
] as const satisfies readonly { event: WebhookEventType; body: () => string }[];

const URL_REFUSALS = new Set<string>(["webhook_url_invalid", "webhook_url_forbidden"]);

const EMPTY: FormValues = { url: "", events: ["award.created", "award.reversed"] };

/** URL and events of a new endpoint; on success the page shows the secret the answer carries. */
export function WebhookForm({
  onCreated,
}: {
  onCreated: (webhook: CreateWebhookResponse["webhook"]) => void;
}) {
  const { t } = useTranslation("developerWebhooks");
  const titleId = useId();
  const eventsErrorId = useId();
  const create = useCreateWebhook();
  const form = useForm<FormValues, unknown, z.output<typeof createWebhookSchema>>({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: ({ webhook }) => {
        form.reset(EMPTY);
        toast({ title: t("added"), description: webhook.url });
        onCreated(webhook);
      },
      onError: (error) => {
        // The server's verdict on the address (not https, a private network...) belongs under
        // the field, where it is fixed; anything else is a toast.
        if (error instanceof ApiError && error.code && URL_REFUSALS.has(error.code)) {
          form.setError("url", { type: "server", message: error.message }, { shouldFocus: true });
          return;
        }
        toastFailure(error, t("addFailed"));
      },
    });
  });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {t("addTitle")}
        </CardTitle>
        <CardDescription>{t("addBody", { max: WEBHOOK_ENDPOINTS_MAX })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
          <TextField
            id="webhook-url"
            label={t("urlLabel")}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={t("urlPlaceholder")}
            error={
              errors.url
                ? errors.url.type === "server"
                  ? errors.url.message
                  : t("urlInvalid")
                : undefined
            }
            {...form.register("url")}
          />
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.events ? eventsErrorId : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-slate-900">{t("eventsLabel")}</legend>
            {SUBSCRIBABLE.map(({ event, body }) => (
              <label key={event} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  value={event}
                  className="mt-0.5 size-4 accent-amber-600"
                  {...form.register("events")}
                />
                <span className="grid">
                  <span className="font-mono text-slate-900">{event}</span>
                  <span className="text-slate-600">{body()}</span>
                </span>
              </label>
            ))}
            {errors.events && (
              <p id={eventsErrorId} className="text-sm text-red-600">
                {t("eventsRequired")}
              </p>
            )}
            <p className="text-sm text-slate-600">{t("pingNote")}</p>
          </fieldset>
          <Button type="submit" className="w-fit" disabled={create.isPending}>
            <Plus aria-hidden="true" />
            {create.isPending ? t("adding") : t("add")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
