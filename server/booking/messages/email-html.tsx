import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brand } from "../../../core/content/site";
import type { BookingMessage } from "../../../core/booking/booking-email";
import { themeSolidColours } from "../../../core/theme/solid-colours";

/*
 * The HTML of a visitor's booking e-mail, from the same words as its text. Mail clients ignore
 * style sheets and most of CSS layout: one centred table, inline styles, system fonts, and the
 * site's colours from app/theme.css, as hex (brand to accent, ink text). React escapes every value.
 */

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const colour = themeSolidColours([
  "white",
  "ink-900",
  "ink-600",
  "ink-500",
  "surface-200",
  "surface-50",
  "brand-600",
  "brand-500",
  "brand-200",
  "brand-50",
  "accent-600",
]);

const cell: CSSProperties = { fontFamily: font, color: colour["ink-900"] };

function Button({ href, label, primary }: { href: string; label: string; primary: boolean }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        margin: "0 8px 12px 0",
        padding: "12px 22px",
        borderRadius: 10,
        fontFamily: font,
        fontSize: 15,
        fontWeight: 600,
        textDecoration: "none",
        color: primary ? colour.white : colour["brand-600"],
        backgroundColor: primary ? colour["brand-600"] : colour.white,
        border: `1px solid ${primary ? colour["brand-600"] : colour["brand-200"]}`,
      }}
    >
      {label}
    </a>
  );
}

/** A table for layout only, as mail clients need: no spacing of its own. */
function Layout({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={style}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One full-width row of a layout table. */
function Row({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <tr>
      <td style={{ ...cell, ...style }}>{children}</td>
    </tr>
  );
}

function Details({ details }: { details: BookingMessage["details"] }) {
  const last = details.length - 1;
  const label: CSSProperties = {
    ...cell,
    width: 96,
    verticalAlign: "top",
    fontSize: 13,
    fontWeight: 600,
    textTransform: "uppercase",
    letterSpacing: 0.6,
    color: colour["ink-500"],
  };
  const value: CSSProperties = { ...cell, fontSize: 15, fontWeight: 600, whiteSpace: "pre-line" };
  return (
    <Layout style={{ backgroundColor: colour["brand-50"], borderRadius: 12 }}>
      {details.map(([name, text], index) => {
        const top = index === 0 ? 16 : 6;
        const bottom = index === last ? 16 : 6;
        return (
          <tr key={name}>
            <td style={{ ...label, padding: `${top + 2}px 8px ${bottom}px 20px` }}>{name}</td>
            <td style={{ ...value, padding: `${top}px 20px ${bottom}px 8px` }}>{text}</td>
          </tr>
        );
      })}
    </Layout>
  );
}

function BookingEmail({ message }: { message: BookingMessage }) {
  return (
    <html lang={message.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{message.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colour["surface-50"] }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{message.preheader}</div>
        <Layout>
          <Row style={{ padding: "32px 12px" }}>
            <Layout
              style={{
                maxWidth: 600,
                margin: "0 auto",
                backgroundColor: colour.white,
                borderRadius: 16,
                border: `1px solid ${colour["surface-200"]}`,
                overflow: "hidden",
              }}
            >
              <Row
                style={{
                  padding: "28px 32px",
                  color: colour.white,
                  backgroundColor: colour["brand-600"],
                  backgroundImage: `linear-gradient(135deg, ${colour["brand-500"]}, ${colour["accent-600"]})`,
                }}
              >
                <div style={{ fontSize: 14, fontWeight: 600, letterSpacing: 0.4 }}>
                  {brand.name}
                </div>
                <h1 style={{ margin: "10px 0 0", fontSize: 26, lineHeight: 1.25 }}>
                  {message.heading}
                </h1>
              </Row>
              <Row style={{ padding: "28px 32px 8px", fontSize: 16, lineHeight: 1.6 }}>
                <p style={{ margin: "0 0 12px" }}>{message.greeting}</p>
                {message.paragraphs.map((paragraph) => (
                  <p key={paragraph} style={{ margin: "0 0 20px", color: colour["ink-600"] }}>
                    {paragraph}
                  </p>
                ))}
                <Details details={message.details} />
              </Row>
              <Row style={{ padding: "20px 32px 8px" }}>
                {message.actions.map((action, index) => (
                  <Button key={action.label} {...action} primary={index === 0} />
                ))}
                <p
                  style={{
                    margin: "8px 0 0",
                    fontSize: 14,
                    lineHeight: 1.6,
                    color: colour["ink-600"],
                  }}
                >
                  {message.note}
                </p>
              </Row>
              <Row
                style={{
                  padding: "24px 32px 28px",
                  fontSize: 13,
                  lineHeight: 1.6,
                  color: colour["ink-500"],
                }}
              >
                <div style={{ borderTop: `1px solid ${colour["surface-200"]}`, paddingTop: 18 }}>
                  <strong style={{ color: colour["ink-900"] }}>{message.signature[0]}</strong>
                  {message.signature.slice(1).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </div>
              </Row>
            </Layout>
          </Row>
        </Layout>
      </body>
    </html>
  );
}

/** The e-mail's HTML part. */
export const bookingMessageHtml = (message: BookingMessage) =>
  `<!DOCTYPE html>${renderToStaticMarkup(<BookingEmail message={message} />)}`;
