import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { IconEye, IconEyeOff, IconLock, IconShield } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useAdminLogin } from "../hooks/use-admin-login";

/** The administrator login (spec §2, §4, §5): username, password with show/hide, "Access Dashboard". */
export function AdminLoginForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const login = useAdminLogin();
  const usernameId = useId();
  const passwordId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (!username.trim() || !password) {
      toast({
        variant: "destructive",
        title: "Missing Information",
        description: "Please enter both username and password.",
      });
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  return (
    // noValidate: empty fields get the spec's "Missing Information" toast rather than the browser's bubble.
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={usernameId} className="block text-sm font-medium text-slate-800">
          Username
        </label>
        <Input
          id={usernameId}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          maxLength={64}
          required
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
          Password
        </label>
        <div className="relative">
          <Input
            id={passwordId}
            name="password"
            type={isPasswordVisible ? "text" : "password"}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={200}
            className="pr-12"
            required
          />
          <button
            type="button"
            onClick={() => setIsPasswordVisible((visible) => !visible)}
            aria-label={isPasswordVisible ? "Hide password" : "Show password"}
            aria-controls={passwordId}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-900"
          >
            {isPasswordVisible ? <IconEyeOff className="h-5 w-5" /> : <IconEye className="h-5 w-5" />}
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" aria-disabled={login.isPending || undefined}>
        <IconLock className="h-4 w-4" />
        {login.isPending ? "Authenticating..." : "Access Dashboard"}
      </Button>
      <div className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <IconShield className="h-4 w-4 shrink-0" />
          Authorized personnel only
        </p>
        <p className="pl-6">All access attempts are logged and monitored</p>
      </div>
    </form>
  );
}
