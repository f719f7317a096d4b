import type { ButtonHTMLAttributes } from "react";

type CardLineButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Leave …: in the text's colour, so it reads quieter than a Join …. */
  leave?: boolean;
};

/** The Join … or Leave … button at the end of a card line (the cast, the waitlist). Plain HTML. */
export function CardLineButton({ leave = false, ...props }: CardLineButtonProps) {
  return (
    <button
      type="button"
      className={`button button--outlined${leave ? " button--inherit" : ""} button--small`}
      {...props}
    />
  );
}
