const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox's authorization page: what Stripe's Connect page asks, with no account, no network and no script. */
export function sandboxAuthorizePage(productName: string, authorizeHref: string, denyHref: string): string {
  const name = escape(productName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect with Stripe (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px}
a{display:inline-block;padding:10px 18px;border-radius:6px;text-decoration:none;margin-right:8px}
.go{background:#635bff;color:#fff}.no{color:#425466;border:1px solid #c1c9d2}p{color:#425466;line-height:1.5}</style></head>
<body><main><h1>Connect your account to ${name}</h1>
<p>Sandbox: this page stands in for Stripe's. Authorizing connects an offline test account; no money moves.</p>
<p>${name} will be able to take payments for you and pay them out to your test account, keeping its commission.</p>
<a class="go" href="${escape(authorizeHref)}">Authorize access to this account</a><a class="no" href="${escape(denyHref)}">Deny</a>
</main></body></html>`;
}
