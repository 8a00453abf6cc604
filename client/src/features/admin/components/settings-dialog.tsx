import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { ADMIN_REFRESH_INTERVALS, FREE_TRIAL_LIMIT_MAX, FREE_TRIAL_LIMIT_MIN } from "@shared/constants";
import { settingsSchema, type Settings } from "@shared/schemas/settings";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { applyServerFieldErrors } from "@/lib/forms";
import { publicConfigQueryKey } from "@/lib/public-config";
import { adminSettingsQueryKey } from "../api/get-admin-settings";
import { updateAdminSettings } from "../api/update-admin-settings";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useAdminSettings } from "../hooks/use-admin-settings";
import { serverMessageOf } from "../utils/errors";

const refreshLabels: Record<(typeof ADMIN_REFRESH_INTERVALS)[number], string> = {
  10: "10 seconds",
  30: "30 seconds",
  60: "1 minute",
  300: "5 minutes",
  0: "Disabled",
};

const trialLimits = Array.from(
  { length: FREE_TRIAL_LIMIT_MAX - FREE_TRIAL_LIMIT_MIN + 1 },
  (_, index) => FREE_TRIAL_LIMIT_MIN + index,
);

type SettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The operator settings: stored on the server and enforced there. */
export function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const settings = useAdminSettings();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Platform Settings"
          description="These settings apply to the whole platform as soon as they are saved."
          className="sm:max-w-lg"
        >
          {settings.data ? (
            <SettingsForm initial={settings.data} onDone={() => onOpenChange(false)} />
          ) : settings.error ? (
            <div role="alert" className="space-y-3 text-sm">
              <p className="font-semibold text-red-800">Could not load the settings</p>
              <p className="text-slate-700">{serverMessageOf(settings.error)}</p>
              <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <p role="status" className="text-sm text-slate-600">
              Loading the settings…
            </p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type SettingsForm = UseFormReturn<Settings>;
type ToggleKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

const toggles: { key: ToggleKey; label: string; description: string }[] = [
  {
    key: "maintenanceMode",
    label: "Maintenance mode",
    description: "Visitors see a maintenance notice; the admin area keeps working.",
  },
  {
    key: "allowNewRegistrations",
    label: "Allow new registrations",
    description: "When off, sign-up is refused with a clear message.",
  },
  { key: "enableAnalytics", label: "Analytics", description: "Collect anonymous usage events for the Analytics tab." },
  {
    key: "enableNotifications",
    label: "Notifications",
    // Contact messages are mailed to support whatever this says (server admin-notifications.ts).
    description:
      "E-mail the support address about failed payments and new subscriptions. Contact messages reach support either way.",
  },
];

function SettingsForm({ initial, onDone }: { initial: Settings; onDone: () => void }) {
  const form = useForm<Settings>({ resolver: zodResolver(settingsSchema), defaultValues: initial });
  const save = useSaveSettings(onDone);

  function handleValid(settings: Settings) {
    if (save.isPending) return;
    // A refused value is marked on its field, and the toast still says what the server said.
    save.mutate(settings, { onError: (error) => applyServerFieldErrors(form, error) });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      {toggles.map(({ key, label, description }) => (
        <Controller
          key={key}
          control={form.control}
          name={key}
          render={({ field }) => (
            <ToggleRow label={label} description={description} checked={field.value} onChange={field.onChange} />
          )}
        />
      ))}
      <SettingSelects form={form} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}

/** Saves on the server; the cached settings and the public config (which shows some of them) follow. */
function useSaveSettings(onDone: () => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (settings: Settings) => updateAdminSettings(settings),
    successToast: { title: "Settings Saved", description: "The platform settings have been updated." },
    errorTitle: "Failed to save settings",
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryKey, saved);
      // Maintenance, registrations and the trial limit show on the public pages too.
      void queryClient.invalidateQueries({ queryKey: publicConfigQueryKey });
      onDone();
    },
  });
}

const TRIAL_HINT = "Free analyses per user, 1 to 10.";
const REFRESH_HINT = "How often the dashboard reloads its data.";

function SettingSelects({ form }: { form: SettingsForm }) {
  const trialId = useId();
  const refreshId = useId();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={trialId} label="Free trial limit" hint={TRIAL_HINT} error={errors.freeTrialLimit?.message}>
        <Select
          {...fieldControlProps(trialId, errors.freeTrialLimit?.message, TRIAL_HINT)}
          {...form.register("freeTrialLimit", { valueAsNumber: true })}
          className="w-full"
        >
          {trialLimits.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={refreshId} label="Auto-refresh" hint={REFRESH_HINT} error={errors.autoRefreshInterval?.message}>
        <Select
          {...fieldControlProps(refreshId, errors.autoRefreshInterval?.message, REFRESH_HINT)}
          {...form.register("autoRefreshInterval", { valueAsNumber: true })}
          className="w-full"
        >
          {ADMIN_REFRESH_INTERVALS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {refreshLabels[seconds]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

type ToggleRowProps = { label: string; description: string; checked: boolean; onChange: (value: boolean) => void };

function ToggleRow({ label, description, checked, onChange }: ToggleRowProps) {
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
        <span aria-hidden="true" className="w-6 text-xs font-semibold text-slate-600">
          {checked ? "On" : "Off"}
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
