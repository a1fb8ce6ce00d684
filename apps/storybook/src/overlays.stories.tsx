import { Button } from "@gk/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@gk/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@gk/ui/dropdown-menu";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { KeyRound, LogOut, Trash2, User } from "lucide-react";
import { pick } from "./locale";
import { keepOpen, usePortalContainer } from "./theme-frames";

const meta = { title: "Overlays/Dialog and menu", parameters: { frameHeight: 460 } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  id: {
    open: "Coba gratis",
    title: "Coba langganan perusahaan",
    description: "Setelah konfirmasi, Anda mendapat 1 bulan gratis tambahan.",
    body: "Tim kami akan menghubungi Anda untuk pembayaran setelah permintaan terkirim.",
    confirm: "Kirim permintaan",
    cancel: "Batal",
    close: "Tutup",
    account: "Akun saya",
    profile: "Profil",
    password: "Ubah kata sandi",
    delete: "Hapus akun",
    logout: "Keluar",
    greeting: "Masuk sebagai Siti Rahmawati",
  },
  en: {
    open: "Try for free",
    title: "Try the company subscription",
    description: "After you confirm, you get 1 additional free month.",
    body: "Our team will contact you for payment once the request is sent.",
    confirm: "Send request",
    cancel: "Cancel",
    close: "Close",
    account: "My Account",
    profile: "Profile",
    password: "Change Password",
    delete: "Delete Account",
    logout: "Logout",
    greeting: "Signed in as Siti Rahmawati",
  },
};

function DialogExample({ globals, open }: { globals: Record<string, unknown>; open: boolean }) {
  const t = pick(globals, text);
  const container = usePortalContainer();
  return (
    <Dialog defaultOpen={open} modal={!open}>
      <DialogTrigger asChild>
        <Button>{t.open}</Button>
      </DialogTrigger>
      <DialogContent
        container={container}
        {...(open ? keepOpen : {})}
        title={t.title}
        description={t.description}
        closeLabel={t.close}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </DialogClose>
            <Button>{t.confirm}</Button>
          </>
        }
      >
        <p>{t.body}</p>
      </DialogContent>
    </Dialog>
  );
}

export const DialogClosed: Story = {
  render: (_a, { globals }) => <DialogExample globals={globals} open={false} />,
};
// Shown open (non-modal, so both theme frames can show theirs at once).
export const DialogOpen: Story = { render: (_a, { globals }) => <DialogExample globals={globals} open /> };

function MenuExample({ globals }: { globals: Record<string, unknown> }) {
  const t = pick(globals, text);
  const container = usePortalContainer();
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <User aria-hidden className="size-5" />
          {t.account}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent container={container} align="start" {...keepOpen}>
        <DropdownMenuLabel>{t.greeting}</DropdownMenuLabel>
        <DropdownMenuItem>
          <User aria-hidden />
          {t.profile}
        </DropdownMenuItem>
        <DropdownMenuItem>
          <KeyRound aria-hidden />
          {t.password}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger">
          <Trash2 aria-hidden />
          {t.delete}
        </DropdownMenuItem>
        <DropdownMenuItem>
          <LogOut aria-hidden />
          {t.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const AccountMenu: Story = { render: (_a, { globals }) => <MenuExample globals={globals} /> };
