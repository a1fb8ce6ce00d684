import { Avatar } from "@gk/ui/avatar";
import { Badge } from "@gk/ui/badge";
import { BottomNav } from "@gk/ui/bottom-nav";
import { HeaderNav, SiteHeader } from "@gk/ui/site-header";
import { ThemeToggle, type ThemePreference } from "@gk/ui/theme-toggle";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BookOpen,
  CircleCheck,
  Compass,
  House,
  Monitor,
  Moon,
  Search,
  Sun,
  Trophy,
  User,
} from "lucide-react";
import { useState } from "react";
import { pick } from "./locale";

const themeIcons = {
  light: <Sun aria-hidden className="size-5" />,
  dark: <Moon aria-hidden className="size-5" />,
  system: <Monitor aria-hidden className="size-5" />,
};

const meta = {
  title: "Shell/Header, bottom nav, theme, badge, avatar",
  parameters: { frameHeight: 360 },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  id: {
    skip: "Langsung ke konten",
    main: "Navigasi utama",
    home: "Beranda",
    search: "Cari",
    explore: "Jelajahi",
    learning: "Pembelajaran Saya",
    account: "Akun Saya",
    leaderboard: "Papan Peringkat",
    appearance: "Tampilan",
    themes: { light: "Terang", dark: "Gelap", system: "Sistem" },
    paid: "Berhasil",
    pending: "Menunggu Pembayaran",
    failed: "Gagal",
    processing: "Diproses",
    newCourse: "Baru",
  },
  en: {
    skip: "Skip to content",
    main: "Main navigation",
    home: "Home",
    search: "Search",
    explore: "Explore",
    learning: "My Learning",
    account: "My Account",
    leaderboard: "Leaderboard",
    appearance: "Appearance",
    themes: { light: "Light", dark: "Dark", system: "System" },
    paid: "Success",
    pending: "Waiting for Payment",
    failed: "Failed",
    processing: "Processing",
    newCourse: "New",
  },
};

function Logo() {
  return (
    <a href="#home" className="flex min-h-11 items-center gap-2 text-lg font-extrabold text-ink">
      <span aria-hidden className="flex size-8 items-center justify-center rounded-lg bg-brand text-white">
        G
      </span>
      GuruKita
    </a>
  );
}

function Header({ globals }: { globals: Record<string, unknown> }) {
  const t = pick(globals, text);
  const [theme, setTheme] = useState<ThemePreference>("system");
  return (
    <SiteHeader
      className="-mx-6 -mt-6"
      skipLinkLabel={t.skip}
      logo={<Logo />}
      nav={
        <HeaderNav
          label={t.main}
          links={[
            { href: "#home", label: t.home, active: true },
            { href: "#explore", label: t.explore },
            { href: "#learning", label: t.learning },
            { href: "#leaderboard", label: t.leaderboard },
          ]}
        />
      }
      actions={
        <>
          <ThemeToggle
            label={t.appearance}
            optionLabels={t.themes}
            icons={themeIcons}
            value={theme}
            onChange={setTheme}
          />
          <Avatar name="Siti Rahmawati" />
        </>
      }
    />
  );
}

export const HeaderDesktop: Story = {
  name: "Site header",
  parameters: { stacked: true, frameHeight: 120 },
  render: (_a, { globals }) => <Header globals={globals} />,
};

export const PhoneBottomNav: Story = {
  name: "Bottom navigation (phone)",
  parameters: { stacked: true, frameHeight: 160 },
  render: (_a, { globals }) => {
    const t = pick(globals, text);
    return (
      // the nav hides itself from lg up (the header carries the links there); the story shows it at any width
      <div className="mx-auto max-w-[390px] [&>nav]:flex">
        <BottomNav
          label={t.main}
          items={[
            { href: "#home", label: t.home, icon: <House aria-hidden className="size-6" />, active: true },
            { href: "#search", label: t.search, icon: <Search aria-hidden className="size-6" /> },
            { href: "#explore", label: t.explore, icon: <Compass aria-hidden className="size-6" /> },
            { href: "#learning", label: t.learning, icon: <BookOpen aria-hidden className="size-6" /> },
            { href: "#account", label: t.account, icon: <User aria-hidden className="size-6" /> },
          ]}
        />
      </div>
    );
  },
};

function Appearance({ globals }: { globals: Record<string, unknown> }) {
  const t = pick(globals, text);
  const [theme, setTheme] = useState<ThemePreference>("dark");
  return (
    <div className="flex flex-col gap-4">
      <ThemeToggle
        label={t.appearance}
        optionLabels={t.themes}
        icons={themeIcons}
        value={theme}
        onChange={setTheme}
        showLabels
      />
      <ThemeToggle
        label={t.appearance}
        optionLabels={t.themes}
        icons={themeIcons}
        value={theme}
        onChange={setTheme}
      />
    </div>
  );
}

// Controlled here: the real toggle sets the `dark` class on <html>, which would repaint both frames.
export const ThemeSetting: Story = {
  name: "Theme toggle",
  render: (_a, { globals }) => <Appearance globals={globals} />,
};

export const BadgesAndAvatars: Story = {
  render: (_a, { globals }) => {
    const t = pick(globals, text);
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Badge tone="success">
            <CircleCheck aria-hidden />
            {t.paid}
          </Badge>
          <Badge tone="info">{t.processing}</Badge>
          <Badge tone="neutral">{t.pending}</Badge>
          <Badge tone="danger">{t.failed}</Badge>
          <Badge tone="brand">
            <Trophy aria-hidden />
            {t.newCourse}
          </Badge>
        </div>
        <div className="flex items-center gap-3">
          <Avatar name="Siti Rahmawati" size="sm" />
          <Avatar name="Budi Santoso" />
          <Avatar name="Ni Luh Putu Ayu" size="lg" />
        </div>
      </div>
    );
  },
};
