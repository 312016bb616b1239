import { INBOUND_TEXT_PATH } from '../../../shared/texts/texts-api';
import { mobileNumber, MOBILE_NUMBER_MESSAGE, TEXT_MAX } from '../../../shared/texts/mobile-number';
import { formValue } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { badRequest } from '../../errors';
import { getSiteSettings } from '../../settings/settings.service';
import { twilioSignature } from '../sms-provider';
import { recentTexts } from '../texts.service';
import { TextList } from './manage-texts.page';

// Texts: every text sent and received, newest first; Reply posts to our inbound webhook exactly
// as the provider would (signed), so STOP and START work the same from here (decision 063).

export const textsAdminPage = defineAdminPage({
  name: 'manage-texts',
  title: 'Text messages',
  async view(ctx) {
    const settings = await getSiteSettings(ctx.db, ctx.app.env);
    const reply = ctx.query.reply ? mobileNumber(ctx.query.reply) : null;
    return (
      <TextList
        ctx={ctx}
        texts={await recentTexts(ctx.db)}
        timeZone={settings.timeZone}
        reply={reply}
        provider={ctx.app.sms.name}
      />
    );
  },
  actions: {
    async reply(ctx, form) {
      const from = mobileNumber(formValue(form, 'from'));
      if (!from) throw badRequest(`From: ${MOBILE_NUMBER_MESSAGE}`);
      const body = formValue(form, 'body').trim();
      if (!body) throw badRequest('Reply: enter the text.');
      if (body.length > TEXT_MAX) throw badRequest(`Reply: at most ${TEXT_MAX} characters.`);
      const fields = {
        From: from,
        To: ctx.app.env.TWILIO_FROM_NUMBER ?? '',
        Body: body,
        MessageSid: `SM${Date.now().toString(16)}`,
      };
      const url = `${ctx.app.env.PUBLIC_URL}${INBOUND_TEXT_PATH}`;
      const answer = await ctx.app.inject({
        method: 'POST',
        url: INBOUND_TEXT_PATH,
        payload: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(ctx.app.sms.signingKey, url, fields),
        },
      });
      if (answer.statusCode !== 200)
        throw badRequest(`The webhook answered ${answer.statusCode}: the reply was not received.`);
      return { flash: `Received “${body.slice(0, 40)}” from ${from}.`, to: {} };
    },
  },
});
