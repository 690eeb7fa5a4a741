import {
  BadgeCheck,
  BellRing,
  Brain,
  Building,
  Cloud,
  Crosshair,
  FileChartColumn,
  GitCompareArrows,
  Grid3x3,
  Activity,
  Landmark,
  Radar,
  ScanSearch,
  ShieldCheck,
  Timer,
  PiggyBank,
  Users,
  Wrench,
  Zap,
} from 'lucide-react';
import type { IconEntry } from './types';

/** The product's name: a brand, the same in every language. */
export const vulnyzerName = 'Vulnyzer';

/** Anchor of the overview section, the target of "See how it works". */
export const vulnyzerOverviewId = 'overview';

/** Copy: vulnyzer.overview.points */
export const vulnyzerPoints = [
  { id: 'precision-targeting', icon: Crosshair },
  { id: 'lightning-fast', icon: Zap },
  { id: 'intelligent-alerts', icon: BellRing },
] as const satisfies readonly IconEntry[];

/** Copy: vulnyzer.architecture.components */
export const vulnyzerComponents = [
  { id: 'scanning-engine', icon: ScanSearch },
  { id: 'ai-analysis', icon: Brain },
  { id: 'threat-intelligence', icon: Radar },
  { id: 'remediation-engine', icon: Wrench },
] as const satisfies readonly IconEntry[];

/** Copy: vulnyzer.features.items */
export const vulnyzerFeatures = [
  { id: 'cve-detection', icon: ScanSearch },
  { id: 'git-branch-analysis', icon: GitCompareArrows },
  { id: 'remediation-matrices', icon: Grid3x3 },
  { id: 'real-time-monitoring', icon: Activity },
  { id: 'comprehensive-reporting', icon: FileChartColumn },
  { id: 'team-collaboration', icon: Users },
] as const satisfies readonly IconEntry[];

/** Copy: vulnyzer.benefits.items */
export const vulnyzerBenefits = [
  { id: 'enhanced-security', icon: ShieldCheck },
  { id: 'faster-response', icon: Timer },
  { id: 'reduced-costs', icon: PiggyBank },
  { id: 'compliance-assurance', icon: BadgeCheck },
] as const satisfies readonly IconEntry[];

/** Copy: vulnyzer.useCases.items */
export const vulnyzerUseCases = [
  { id: 'enterprises', icon: Building },
  { id: 'cloud-native-teams', icon: Cloud },
  { id: 'regulated-industries', icon: Landmark },
] as const satisfies readonly IconEntry[];
