import { agentDetailsSchema } from '../../../shared/agents/agent-details';
import { formValue, idFrom, parseForm } from '../../admin/ui/admin-form';
import { defineAdminPage } from '../../admin/ui/admin-page';
import { siteTimeZone } from '../../admin/ui/site-time-zone';
import {
  agentDetail,
  agentRows,
  editAgentDetails,
  liveAgents,
  mergeAgents,
} from '../agents-admin.service';
import { AgentList, AgentPage } from './agents.page';

/** Agents: the realtors named at checkout with their figures, each one's orders, Merge. */
export const agentsAdminPage = defineAdminPage({
  name: 'manage-agents',
  title: 'Agents',
  async view(ctx) {
    const timeZone = await siteTimeZone(ctx);
    if (ctx.query.id !== undefined) {
      const detail = await agentDetail(ctx.db, idFrom(ctx.query.id, 'agent'));
      const others = (await liveAgents(ctx.db)).filter((a) => a.id !== detail.row.agent.id);
      return <AgentPage ctx={ctx} detail={detail} others={others} timeZone={timeZone} />;
    }
    return <AgentList ctx={ctx} rows={await agentRows(ctx.db)} timeZone={timeZone} />;
  },
  actions: {
    async edit(ctx, form) {
      const id = idFrom(formValue(form, 'id'), 'agent');
      const agent = await editAgentDetails(
        ctx.db,
        ctx.actor,
        id,
        parseForm(agentDetailsSchema, form),
      );
      return { flash: `Saved the details of ${agent.name}.`, to: { id } };
    },
    async merge(ctx, form) {
      const keepId = idFrom(formValue(form, 'id'), 'agent');
      const duplicateId = idFrom(formValue(form, 'duplicate'), 'agent');
      const { kept, merged, moved } = await mergeAgents(ctx.db, ctx.actor, keepId, duplicateId);
      const orders = moved === 1 ? '1 order' : `${moved} orders`;
      return {
        flash: `${merged.name} (${merged.email}) merged into ${kept.name}: ${orders} moved.`,
        to: { id: kept.id },
      };
    },
  },
});
