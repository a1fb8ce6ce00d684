import Link from "next/link";
export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body><Link href="/x">x</Link>{children}</body></html>; }
