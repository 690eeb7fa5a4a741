// The part of Rspack's hot module API this package uses (the apps that
// compile it get the full type from @rsbuild/core/types). Absent in
// production builds and in tests.
interface ImportMeta {
  readonly webpackHot?: {
    accept(dependencies: string[], callback: () => void): void;
  };
}
