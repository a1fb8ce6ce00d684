/** One formatting style for the whole monorepo. */
export default { printWidth: 110, singleQuote: false, trailingComma: "all", semi: true };
