import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Lock, ShieldCheck } from "lucide-react";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { useAdminLogin } from "../hooks/use-admin-login";

/** The administrator login (spec §2, §4, §5): username, password with show/hide, "Access Dashboard". */
export function AdminLoginForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
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
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          maxLength={200}
          required
        />
      </div>
      <Button type="submit" size="lg" className="w-full" aria-disabled={login.isPending || undefined}>
        <Lock className="h-4 w-4 shrink-0" />
        {login.isPending ? "Authenticating..." : "Access Dashboard"}
      </Button>
      <div className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="h-4 w-4 shrink-0" />
          Authorized personnel only
        </p>
        <p className="pl-6">All access attempts are logged and monitored</p>
      </div>
    </form>
  );
}
