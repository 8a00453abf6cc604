import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { Input } from "./input";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: Ref<HTMLInputElement> };

/**
 * A password field with a show/hide button. The button's name is its (visually hidden) text rather than an
 * aria-label, so it never answers to the field's own label ("Password") when a test or assistive technology
 * looks the field up by its label.
 */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? "text" : "password"} className={cn("pe-12", className)} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-controls={props.id}
        className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-lg text-slate-500 hover:text-slate-900"
      >
        {isVisible ? <EyeOff className="h-5 w-5 shrink-0" /> : <Eye className="h-5 w-5 shrink-0" />}
        <span className="sr-only">{isVisible ? t("ui.hidePassword") : t("ui.showPassword")}</span>
      </button>
    </div>
  );
}
