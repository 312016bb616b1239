import type { ReactNode } from 'react';
import type { FlashTone } from './admin-page';

export const ADMIN_CSS_PATH = '/cms-admin/assets/admin.css';
export const ADMIN_FRAME_SCRIPT_PATH = '/cms-admin/assets/admin-frame.js';

export interface Flash {
  message: string;
  tone: FlashTone;
}

/** The whole document of an admin page: Bootstrap, the frame-height script, heading and flash. */
export function AdminLayout({
  title,
  flash,
  children,
}: {
  title: string;
  flash?: Flash;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Admin`}</title>
        <link rel="stylesheet" href={ADMIN_CSS_PATH} />
        <script src={ADMIN_FRAME_SCRIPT_PATH} defer />
      </head>
      <body className="admin-body">
        <main className="admin-content">
          <h1 className="h3 mb-3">{title}</h1>
          {flash && <FlashMessage flash={flash} />}
          {children}
        </main>
      </body>
    </html>
  );
}

export function FlashMessage({ flash }: { flash: Flash }) {
  const urgent = flash.tone === 'danger' || flash.tone === 'warning';
  return (
    <div className={`alert alert-${flash.tone}`} role={urgent ? 'alert' : 'status'}>
      {flash.message}
    </div>
  );
}

/** Signed-out visitors: the frame shows a way to sign in (the link leaves the frame). */
export function SignInNotice() {
  return (
    <AdminLayout title="Please sign in">
      <p>Please sign in with an administrator account to use this page.</p>
      <p>
        <a className="btn btn-primary" href="/user/login" target="_top">
          Sign in
        </a>
      </p>
    </AdminLayout>
  );
}

export function ForbiddenNotice() {
  return (
    <AdminLayout title="Administrators only">
      <p>This page is only for administrators of the site.</p>
      <p>
        <a href="/" target="_top">
          Back to the home page
        </a>
      </p>
    </AdminLayout>
  );
}

/** A form post refused by the security-token check, for a person rather than a script. */
export function RefusedPostNotice({ message, back }: { message: string; back: string }) {
  return (
    <AdminLayout title="That change was not saved">
      <p role="alert">{message}</p>
      <p>
        <a href={back}>Reload the page</a> and make the change again.
      </p>
    </AdminLayout>
  );
}

/** The database is out of reach: nothing can be shown or saved, and it is not the admin's fault. */
export function DatabaseUnavailableNotice() {
  return (
    <AdminLayout title="Temporarily unavailable">
      <p role="alert">
        The admin area is temporarily unavailable: the database cannot be reached. Nothing was
        changed. Please try again in a minute.
      </p>
    </AdminLayout>
  );
}
