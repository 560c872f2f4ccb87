import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative line icons: the visible label next to them names the control. */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * One icon: `paths` in the frame above; `defaults` (a smaller size) give way to the caller's
 * props. Every icon below is marked pure, so the bundler leaves out of the browser's code those
 * that only server components draw (their markup arrives in the page's payload instead).
 */
function icon(paths: ReactNode, defaults: IconProps = {}) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {paths}
      </Icon>
    );
  };
}

export const RecipesIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2Z" />
    <path d="M4 19.5A2 2 0 0 0 6 21h13" />
    <path d="M9 7v4M11 7v4M10 11v4" />
  </>,
);

export const HeartIcon = /* @__PURE__ */ icon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z" />,
);

export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const AccountIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />);

export const ExternalIcon = /* @__PURE__ */ icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  { width: 16, height: 16 },
);

export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const ClearIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);

export const BackIcon = /* @__PURE__ */ icon(<path d="m15 5-7 7 7 7" />);

export const ChevronIcon = /* @__PURE__ */ icon(<path d="m9 5 7 7-7 7" />);

/** A shopping bag: orders. */
export const BagIcon = /* @__PURE__ */ icon(
  <>
    <path d="M6 7h12l1 14H5L6 7Z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </>,
);

export const ShareIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </>,
);

export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />);

export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);

export const CheckIcon = /* @__PURE__ */ icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
