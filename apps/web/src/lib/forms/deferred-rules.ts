type Rules = (values: unknown) => Record<string, string>;

/**
 * A Mantine form `validate` whose contract rules load on first use instead of with the screen: the module that builds
 * them (and zod with it) loads when the user first focuses the form (`preload`), and a submit before that waits for
 * it (Mantine runs an async `validate` before onSubmit). For the first screen of a visit, the sign-in, whose
 * JavaScript budget zod alone would take a sixth of. Should the rules fail to load (connection lost), the
 * form submits and the server's answer says what is wrong.
 */
export function deferredRules(load: () => Promise<Rules>) {
  let rules: Rules | null = null;
  let pending: Promise<Rules> | null = null;
  const ready = () => {
    pending ??= load().then(
      (loaded) => {
        rules = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    validate: (values: unknown) =>
      rules
        ? rules(values)
        : ready().then(
            (loaded) => loaded(values),
            () => ({}),
          ),
    preload: () => {
      ready().catch(() => undefined);
    },
  };
}
