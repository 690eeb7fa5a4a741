import {
  CalendarClock,
  CalendarDays,
  ChartColumn,
  CircleDot,
  Contact,
  FileSpreadsheet,
  FileText,
  Gauge,
  Headset,
  Lock,
  Briefcase,
  MessageCircle,
  MessagesSquare,
  MonitorUp,
  PhoneCall,
  PiggyBank,
  ShieldCheck,
  Sparkles,
  Ticket,
  TrendingUp,
  Users,
  Video,
  Globe,
  Wifi,
} from 'lucide-react';
import type { BadgeEntry, IconEntry } from './types';

/** The product's name: a brand, the same in every language. */
export const meetlyhubName = 'MeetlyHub';

/** Anchor of the dashboard mock-up, the target of "See the dashboard". */
export const meetlyhubDashboardId = 'dashboard';

/** Video tiles in the mock-up's gallery: as many as its participants badge says (copy: "24 active"). */
export const meetlyhubDashboardParticipants = 24;

/** Copy: meetlyhub.collaboration.points */
export const meetlyhubPoints = [
  { id: 'lightning-performance', icon: Gauge },
  { id: 'adaptive-technology', icon: Sparkles },
  { id: 'enterprise-security', icon: Lock },
] as const satisfies readonly IconEntry[];

/**
 * Copy: meetlyhub.specs.rows, in the order shown. `platforms` is also the
 * product's operating systems in its structured data.
 */
export const meetlyhubSpecRows = [
  { id: 'participants' },
  { id: 'video' },
  { id: 'audio' },
  { id: 'platforms' },
  { id: 'apis' },
  { id: 'security' },
  { id: 'uptime' },
  { id: 'edge' },
] as const;

/** Copy: meetlyhub.dashboard.rows (every value is shown as a badge). */
export const meetlyhubDashboardRows = [
  { id: 'video-quality', icon: Video, tone: 'primary' },
  { id: 'network-status', icon: Wifi, tone: 'success' },
  { id: 'participants', icon: Users, tone: 'secondary' },
  { id: 'recording', icon: CircleDot, tone: 'accent' },
] as const satisfies readonly BadgeEntry[];

/** Copy: meetlyhub.features.items */
export const meetlyhubFeatures = [
  { id: 'hd-4k-video', icon: Video },
  { id: 'screen-sharing', icon: MonitorUp },
  { id: 'cloud-recording', icon: FileText },
  { id: 'smart-scheduling', icon: CalendarClock },
  { id: 'chat-collaboration', icon: MessagesSquare },
  { id: 'analytics-integrations', icon: ChartColumn },
] as const satisfies readonly IconEntry[];

/** Copy: meetlyhub.benefits.items */
export const meetlyhubBenefits = [
  { id: 'team-collaboration', icon: Users },
  { id: 'productivity', icon: TrendingUp },
  { id: 'cost-effectiveness', icon: PiggyBank },
  { id: 'security', icon: ShieldCheck },
] as const satisfies readonly IconEntry[];

/** Copy: meetlyhub.useCases.items */
export const meetlyhubUseCases = [
  { id: 'corporate', icon: Briefcase },
  { id: 'remote-teams', icon: Globe },
  { id: 'support', icon: Headset },
] as const satisfies readonly IconEntry[];

/** Copy: meetlyhub.integrations.items. Generic icons: no third-party logos. */
export const meetlyhubIntegrations = [
  { id: 'workspace-suite', icon: CalendarDays },
  { id: 'office-suite', icon: FileSpreadsheet },
  { id: 'team-chat', icon: MessageCircle },
  { id: 'video-calls', icon: PhoneCall },
  { id: 'crm', icon: Contact },
  { id: 'issue-tracker', icon: Ticket },
] as const satisfies readonly IconEntry[];
