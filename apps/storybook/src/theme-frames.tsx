import { createContext, useContext, useState, type ReactNode } from "react";

export type ThemeChoice = "both" | "light" | "dark";

/** The frame a story renders in; portalled pieces (dialog, menu) mount here so they take its theme. */
const PortalContainer = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainer);
}

/**
 * For stories that show an overlay already open: with two theme frames, two overlays are open at once
 * and each would close itself when focus or a click lands in the other one.
 */
export const keepOpen = {
  onInteractOutside: (event: Event) => event.preventDefault(),
  onFocusOutside: (event: Event) => event.preventDefault(),
  onOpenAutoFocus: (event: Event) => event.preventDefault(),
};

function Frame({
  dark,
  height,
  children,
}: {
  dark: boolean;
  height: number | undefined;
  children: ReactNode;
}) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  return (
    <section
      ref={setNode}
      data-theme-frame={dark ? "dark" : "light"}
      className={`${dark ? "dark" : ""} relative flex-1 overflow-hidden bg-surface p-6 text-ink`}
      // translateZ makes the frame the containing block of position:fixed children (toast, bottom nav,
      // dialog), so each theme's copy stays inside its own half.
      style={{ transform: "translateZ(0)", minHeight: height }}
    >
      <PortalContainer.Provider value={node}>{children}</PortalContainer.Provider>
    </section>
  );
}

export function ThemeFrames({
  theme,
  height,
  stacked = false,
  children,
}: {
  theme: ThemeChoice;
  height?: number;
  /** One frame above the other even on a wide screen, for full-width pieces such as the header. */
  stacked?: boolean;
  children: ReactNode;
}) {
  if (theme !== "both") {
    return (
      <div className="flex min-h-screen">
        <Frame dark={theme === "dark"} height={height}>
          {children}
        </Frame>
      </div>
    );
  }
  return (
    <div className={`flex min-h-screen flex-col ${stacked ? "" : "lg:flex-row"}`}>
      <Frame dark={false} height={height}>
        {children}
      </Frame>
      <Frame dark height={height}>
        {children}
      </Frame>
    </div>
  );
}
