import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ADMIN_REFRESH_INTERVALS, FREE_TRIAL_LIMIT_MAX, FREE_TRIAL_LIMIT_MIN } from "@shared/constants";
import { settingsSchema, type Settings } from "@shared/schemas/settings";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { applyServerFieldErrors } from "@/lib/forms";
import { publicConfigQuery } from "@/lib/public-config";
import { adminSettingsQuery } from "../api/queries";
import { updateAdminSettings } from "../api/update-admin-settings";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useAdminSettings } from "../hooks/use-admin-settings";
import { serverMessageOf } from "../utils/errors";

/** "10 seconds", "1 minute", "Disabled" for an interval in seconds (0: no auto-refresh). */
function refreshLabel(seconds: number, t: TFunction<"admin">): string {
  if (seconds === 0) return t("settings.refreshOff");
  return seconds % 60 === 0
    ? t("settings.refreshMinutes", { count: seconds / 60 })
    : t("settings.refreshSeconds", { count: seconds });
}

const trialLimits = Array.from(
  { length: FREE_TRIAL_LIMIT_MAX - FREE_TRIAL_LIMIT_MIN + 1 },
  (_, index) => FREE_TRIAL_LIMIT_MIN + index,
);

type SettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The operator settings: stored on the server and enforced there. */
export function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const { t } = useTranslation("admin");
  const settings = useAdminSettings();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t("settings.title")} description={t("settings.description")} className="sm:max-w-lg">
          {settings.data ? (
            <SettingsForm initial={settings.data} onDone={() => onOpenChange(false)} />
          ) : settings.error ? (
            <div role="alert" className="space-y-3 text-sm">
              <p className="font-semibold text-red-800">{t("settings.loadError")}</p>
              <p className="text-slate-700">{serverMessageOf(settings.error)}</p>
              <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
                {t("settings.retry")}
              </Button>
            </div>
          ) : (
            <p role="status" className="text-sm text-slate-600">
              {t("settings.loading")}
            </p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type SettingsForm = UseFormReturn<Settings>;
type ToggleKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

// Each toggle's words are "settings.<key>" and "settings.<key>Description". Contact messages are mailed to support
// whatever enableNotifications says (server admin-notifications.ts).
const toggles: ToggleKey[] = ["maintenanceMode", "allowNewRegistrations", "enableAnalytics", "enableNotifications"];

function SettingsForm({ initial, onDone }: { initial: Settings; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const form = useForm<Settings>({ resolver: zodResolver(settingsSchema), defaultValues: initial });
  const save = useSaveSettings(onDone);

  function handleValid(settings: Settings) {
    if (save.isPending) return;
    // A refused value is marked on its field, and the toast still says what the server said.
    save.mutate(settings, { onError: (error) => applyServerFieldErrors(form, error) });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      {toggles.map((key) => (
        <Controller
          key={key}
          control={form.control}
          name={key}
          render={({ field }) => (
            <ToggleRow
              label={t(`settings.${key}`)}
              description={t(`settings.${key}Description`)}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      <SettingSelects form={form} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t("settings.cancel")}
        </Button>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

/** Saves on the server; the cached settings and the public config (which shows some of them) follow. */
function useSaveSettings(onDone: () => void) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (settings: Settings) => updateAdminSettings(settings),
    successToast: { title: t("settings.savedTitle"), description: t("settings.savedDescription") },
    errorTitle: t("settings.saveFailed"),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQuery().queryKey, saved);
      // Maintenance, registrations and the trial limit show on the public pages too.
      void queryClient.invalidateQueries({ queryKey: publicConfigQuery().queryKey });
      onDone();
    },
  });
}

function SettingSelects({ form }: { form: SettingsForm }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const fields = {
    freeTrialLimit: form.register("freeTrialLimit", { valueAsNumber: true }),
    autoRefreshInterval: form.register("autoRefreshInterval", { valueAsNumber: true }),
  };
  const trialHint = t("settings.trialHint");
  const refreshHint = t("settings.refreshHint");
  const trialId = useId();
  const refreshId = useId();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={trialId} label={t("settings.trialLimit")} hint={trialHint} error={errors.freeTrialLimit?.message}>
        <Select
          {...fieldControlProps(trialId, errors.freeTrialLimit?.message, trialHint)}
          {...fields.freeTrialLimit}
          className="w-full"
        >
          {trialLimits.map((limit) => (
            <option key={limit} value={limit}>
              {format.count(limit)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={refreshId}
        label={t("settings.refresh")}
        hint={refreshHint}
        error={errors.autoRefreshInterval?.message}
      >
        <Select
          {...fieldControlProps(refreshId, errors.autoRefreshInterval?.message, refreshHint)}
          {...fields.autoRefreshInterval}
          className="w-full"
        >
          {ADMIN_REFRESH_INTERVALS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {refreshLabel(seconds, t)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

type ToggleRowProps = { label: string; description: string; checked: boolean; onChange: (value: boolean) => void };

function ToggleRow({ label, description, checked, onChange }: ToggleRowProps) {
  const { t } = useTranslation("admin");
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p id={descriptionId} className="text-xs text-slate-600">
          {description}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="min-w-6 text-xs font-semibold text-slate-600">
          {checked ? t("settings.on") : t("settings.off")}
        </span>
        <Switch
          checked={checked}
          onCheckedChange={onChange}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
        />
      </div>
    </div>
  );
}
