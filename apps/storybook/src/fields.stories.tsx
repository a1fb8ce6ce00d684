import { Button } from "@gk/ui/button";
import { Checkbox } from "@gk/ui/checkbox";
import { PasswordField } from "@gk/ui/password-field";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { pick } from "./locale";

const meta = { title: "Forms/Fields" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  id: {
    name: "Nama lengkap",
    nameHint: "Nama ini tertulis di sertifikat Anda",
    identity: "Email atau nomor HP",
    identityHint: "Pastikan data yang dimasukkan benar",
    identityError: "Masukkan email atau nomor HP yang valid",
    password: "Kata sandi",
    passwordError: "Kata sandi minimal 8 karakter",
    show: "Tampilkan kata sandi",
    hide: "Sembunyikan kata sandi",
    org: "Nama organisasi",
    orgPlaceholder: "Pilih organisasi",
    orgs: ["Desa Sukamaju", "Kabupaten Trenggalek", "PT Nusantara Digital"],
    agree: "Saya menyetujui Syarat Penggunaan dan Kebijakan Privasi",
    agreeError: "Anda perlu menyetujui untuk melanjutkan",
    required: "wajib",
    submit: "Daftar",
    submitting: "Mendaftarkan…",
  },
  en: {
    name: "Full name",
    nameHint: "This name is printed on your certificate",
    identity: "Email or phone number",
    identityHint: "Make sure to input the correct data",
    identityError: "Enter a valid email or phone number",
    password: "Password",
    passwordError: "The password needs at least 8 characters",
    show: "Show password",
    hide: "Hide password",
    org: "Organisation name",
    orgPlaceholder: "Choose an organisation",
    orgs: ["Sukamaju Village", "Trenggalek Regency", "PT Nusantara Digital"],
    agree: "I agree to the Terms of Use and the Privacy Policy",
    agreeError: "You need to agree to continue",
    required: "required",
    submit: "Register",
    submitting: "Registering…",
  },
};

function form(globals: Record<string, unknown>, errors: boolean, submitting: boolean) {
  const t = pick(globals, text);
  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={(e) => e.preventDefault()} noValidate>
      <TextField
        label={t.name}
        hint={t.nameHint}
        required
        requiredLabel={t.required}
        defaultValue="Siti Rahmawati"
      />
      <TextField
        label={t.identity}
        hint={t.identityHint}
        error={errors ? t.identityError : undefined}
        defaultValue={errors ? "siti@" : ""}
        inputMode="email"
        autoComplete="username"
      />
      <PasswordField
        label={t.password}
        showLabel={t.show}
        hideLabel={t.hide}
        error={errors ? t.passwordError : undefined}
        autoComplete="new-password"
        defaultValue={errors ? "1234" : ""}
      />
      <Select
        label={t.org}
        placeholder={t.orgPlaceholder}
        options={t.orgs.map((label, i) => ({ value: String(i), label }))}
      />
      <Checkbox label={t.agree} error={errors ? t.agreeError : undefined} />
      <Button type="submit" block loading={submitting} loadingText={t.submitting}>
        {t.submit}
      </Button>
    </form>
  );
}

export const RegistrationForm: Story = {
  name: "Registration form",
  render: (_a, { globals }) => form(globals, false, false),
};
export const WithErrors: Story = {
  name: "With errors under the fields",
  render: (_a, { globals }) => form(globals, true, false),
};
export const Submitting: Story = { render: (_a, { globals }) => form(globals, false, true) };
