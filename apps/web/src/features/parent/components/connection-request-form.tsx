import { useTranslation } from "react-i18next";
import { zodResolver } from "@/lib/form-resolver";
import {
  connectionRequestBodySchema,
  type ConnectionRequestBody,
} from "@trophy/shared/schemas/parent";
import { Send, UserPlus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useSendConnectionRequest } from "../api/send-connection-request";

/** The e-mail field's id: the empty list's "Connect a Student" button moves focus to it. */
export const CONNECTION_EMAIL_FIELD_ID = "connection-student-email";

/**
 * Sends a connection request to a student by e-mail (docs/product.md §5: required, e-mail format).
 */
export function ConnectionRequestForm() {
  const { t } = useTranslation("parent");
  const send = useSendConnectionRequest();
  const titleId = useId();
  const form = useForm<z.input<typeof connectionRequestBodySchema>, unknown, ConnectionRequestBody>(
    {
      resolver: zodResolver(connectionRequestBodySchema),
      defaultValues: { studentEmail: "" },
    },
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast({ title: t("requestSent"), description: values.studentEmail });
      },
      onError: (error) => {
        toastFailure(error, t("failedToSendRequest"));
      },
    });
  });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <UserPlus aria-hidden="true" className="size-5 text-amber-600" />
          {t("connectStudent")}
        </CardTitle>
        <CardDescription>{t("connectStudentBody")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            id={CONNECTION_EMAIL_FIELD_ID}
            label={t("studentEmailLabel")}
            type="email"
            autoComplete="off"
            className="min-w-0 flex-1"
            error={errors.studentEmail?.message}
            {...form.register("studentEmail")}
          />
          <Button type="submit" className="sm:mt-6" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? t("sendingRequest") : t("sendRequest")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
