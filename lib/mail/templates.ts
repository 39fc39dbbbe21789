import { render, siteLink, type MailContent } from '@/lib/mail/layout';
import { currentCompanyData } from '@/lib/settings/company';

// Account e-mails (verification, password, security notices), in Spanish.
// E-mails are not rendered by next-intl, so their strings live here; the
// shared layout is in layout.ts, the order e-mails in order-templates.ts.

export { escapeHtml } from '@/lib/mail/layout';

/** A date, or anything `new Date()` reads (ISO string, epoch milliseconds). */
export type When = Date | string | number;

function formatWhen(when: When): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date in e-mail');
  return new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(date);
}

const SECURITY_NOTICE_REASON = (tradeName: string) =>
  `Recibes este correo porque tienes una cuenta en ${tradeName}. Es un aviso de seguridad de tu cuenta, no una comunicación comercial.`;

export async function verificationEmail({ name, url }: { name: string; url: string }): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  return render({
    subject: 'Confirma tu correo electrónico',
    name,
    blocks: [
      {
        paragraph: `Gracias por registrarte en ${companyTradeName}. Para activar tu cuenta y poder hacer pedidos, confirma que esta dirección de correo electrónico es tuya.`,
      },
      { button: 'Confirmar mi correo electrónico', url },
      { paragraph: 'Si no has creado ninguna cuenta, ignora este mensaje: no se activará nada sin tu confirmación.' },
    ],
    reason: `Recibes este correo porque alguien ha registrado una cuenta en ${companyTradeName} con esta dirección.`,
  });
}

export async function passwordResetEmail({
  name,
  url,
  minutes,
}: {
  name: string;
  url: string;
  minutes: number;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const duration = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return render({
    subject: 'Restablece tu contraseña',
    name,
    blocks: [
      {
        paragraph: `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en ${companyTradeName}. Pulsa el botón para elegir una nueva.`,
      },
      { button: 'Restablecer mi contraseña', url },
      { paragraph: `El enlace caduca dentro de ${duration} y solo se puede usar una vez.` },
      {
        paragraph:
          'Si no has pedido restablecer tu contraseña, ignora este mensaje: tu contraseña actual seguirá funcionando.',
      },
    ],
    reason: `Recibes este correo porque se ha solicitado restablecer la contraseña de una cuenta de ${companyTradeName} con esta dirección.`,
  });
}

/** To a person a manager has added (staff, a manager): their account exists, they choose the password. */
export async function invitationEmail({
  name,
  url,
  days,
  isStaff,
}: {
  name: string;
  url: string;
  days: number;
  /** Staff or a manager: they will work on the site; a customer only orders. */
  isStaff: boolean;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  return render({
    subject: `Tu cuenta en ${companyTradeName}`,
    name,
    blocks: [
      {
        paragraph: isStaff
          ? `Te hemos creado una cuenta en ${companyTradeName} para que trabajes con nosotros en el sitio de pedidos. Pulsa el botón para elegir tu contraseña y entrar.`
          : `Te hemos creado una cuenta en ${companyTradeName} para que hagas tus pedidos en nuestro sitio. Pulsa el botón para elegir tu contraseña y entrar.`,
      },
      { button: 'Elegir mi contraseña', url },
      {
        paragraph: `El enlace caduca dentro de ${days} días y solo se puede usar una vez. Si caduca, pide otro desde «¿Has olvidado tu contraseña?» en la página de acceso.`,
      },
    ],
    reason: `Recibes este correo porque una persona responsable de ${companyTradeName} ha creado una cuenta con esta dirección.`,
  });
}

export async function passwordChangedEmail({ name, when }: { name: string; when: When }): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  return render({
    subject: 'Tu contraseña ha cambiado',
    name,
    blocks: [
      { paragraph: `La contraseña de tu cuenta en ${companyTradeName} se cambió el ${formatWhen(when)}.` },
      { paragraph: 'Si has sido tú, no tienes que hacer nada más.' },
      {
        paragraph: `Si no has sido tú, alguien podría haber entrado en tu cuenta: restablece tu contraseña ahora mismo y escríbenos a ${companyEmail}.`,
      },
      { button: 'Restablecer mi contraseña', url: siteLink('/recuperar-contrasena') },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

export async function twoFactorChangedEmail({
  name,
  enabled,
  when,
}: {
  name: string;
  enabled: boolean;
  when: When;
}): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  const date = formatWhen(when);
  return render({
    subject: enabled ? 'Verificación en dos pasos activada' : 'Verificación en dos pasos desactivada',
    name,
    blocks: [
      enabled
        ? {
            paragraph: `Se ha activado la verificación en dos pasos en tu cuenta de ${companyTradeName} el ${date}. A partir de ahora, al iniciar sesión te pediremos también el código de tu aplicación de autenticación. Guarda tus códigos de recuperación en un lugar seguro.`,
          }
        : {
            paragraph: `Se ha desactivado la verificación en dos pasos en tu cuenta de ${companyTradeName} el ${date}. A partir de ahora, para iniciar sesión solo se pedirá tu contraseña.`,
          },
      { paragraph: 'Si has sido tú, no tienes que hacer nada más.' },
      {
        paragraph: `Si no has sido tú, alguien podría haber entrado en tu cuenta: cambia tu contraseña ahora mismo, revisa la seguridad de tu cuenta y escríbenos a ${companyEmail}.`,
      },
      { button: 'Restablecer mi contraseña', url: siteLink('/recuperar-contrasena') },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** Issue 9: ten failed logins in a row lock the account for 15 minutes; a password reset opens it again. */
export async function accountLockedEmail({
  name,
  minutes,
  when,
}: {
  name: string;
  minutes: number;
  when: When;
}): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  return render({
    subject: 'Hemos bloqueado el acceso a tu cuenta',
    name,
    blocks: [
      {
        paragraph: `El ${formatWhen(when)} alguien falló la contraseña de tu cuenta en ${companyTradeName} varias veces seguidas, así que hemos bloqueado el inicio de sesión durante ${minutes} minutos.`,
      },
      { paragraph: 'Si has sido tú, espera ese tiempo o restablece tu contraseña para entrar ya.' },
      {
        paragraph: `Si no has sido tú, alguien está intentando adivinar tu contraseña: restablécela por una nueva y larga, y escríbenos a ${companyEmail} si ves algo raro en tu cuenta.`,
      },
      { button: 'Restablecer mi contraseña', url: siteLink('/recuperar-contrasena') },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** Issue 9: registration answers the same for a known e-mail; its owner is told instead. */
export async function registrationAttemptEmail({ name }: { name: string }): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  return render({
    subject: 'Alguien ha intentado registrarse con tu correo',
    name,
    blocks: [
      {
        paragraph: `Se ha intentado crear una cuenta en ${companyTradeName} con esta dirección de correo, pero ya tienes una.`,
      },
      { paragraph: 'Si has sido tú, inicia sesión con tu cuenta; si no recuerdas la contraseña, restablécela.' },
      { button: 'Iniciar sesión', url: siteLink('/login') },
      { paragraph: 'Si no has sido tú, no tienes que hacer nada: nadie ha entrado en tu cuenta.' },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** Issue 9: when the e-mail of an account changes, the old address is told. */
export async function emailChangedEmail({
  name,
  newEmail,
  when,
}: {
  name: string;
  newEmail: string;
  when: When;
}): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  return render({
    subject: 'El correo de tu cuenta ha cambiado',
    name,
    blocks: [
      {
        paragraph: `El ${formatWhen(when)} el correo de tu cuenta en ${companyTradeName} se cambió a ${newEmail}. Desde ahora te escribiremos allí.`,
      },
      { paragraph: 'Si has sido tú, no tienes que hacer nada más.' },
      {
        paragraph: `Si no has sido tú, alguien ha entrado en tu cuenta: escríbenos cuanto antes a ${companyEmail} desde esta dirección.`,
      },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}
