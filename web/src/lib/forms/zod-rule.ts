import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';

export type ZodRuleOptions = {
  /**
   * For a field the schema lets be empty but the form needs in this state (the function of type
   * Overige, which the server checks across fields): the message when it is left empty.
   */
  requiredMessage?: string;
};

/**
 * An antd rule that checks a field with the shared zod schema the server uses, so the browser and
 * the server never disagree about what is valid and say it in the same Dutch words. The rule is
 * marked required (antd's asterisk) when the schema refuses an empty field.
 */
export function zodRule(schema: ZodType, options: ZodRuleOptions = {}): Rule {
  return {
    required: options.requiredMessage !== undefined || isRequired(schema),
    validator: async (_rule, value: unknown) => {
      if (options.requiredMessage !== undefined && isEmpty(value)) throw new Error(options.requiredMessage);
      const result = await schema.safeParseAsync(value);
      if (result.success) return;
      throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** Whether the schema refuses a field left empty. */
export function isRequired(schema: ZodType): boolean {
  return !schema.safeParse('').success && !schema.safeParse(undefined).success;
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The fields of a request schema, in its order: the form fields the server may name in an error. */
export function fieldNamesOf<Shape extends Record<string, ZodType>>(schema: { shape: Shape }) {
  return Object.keys(schema.shape) as (keyof Shape & string)[];
}
