export declare function composePages(options: {
  remotesJson: Record<string, string>;
  dirs?: Record<string, string>;
  out: string;
  dist?: string;
  origin?: string;
}): Promise<number>;
