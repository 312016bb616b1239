// The part of Authorize.Net's XML schema (AnetApiSchema.xsd) the sandbox enforces: which child
// elements each element may have, in which order, and which are required. The JSON API is checked
// against the XSD, so a key out of order is refused with E00003 just as a wrong name is.

interface ElementSchema {
  keys: readonly string[];
  required?: readonly string[];
  children?: Record<string, ElementSchema>;
  /** The element is a list (JSON array or a single object). */
  list?: boolean;
}

const NS = "in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd'";

const merchantAuthentication: ElementSchema = {
  keys: [
    'name',
    'transactionKey',
    'sessionToken',
    'password',
    'impersonationAuthentication',
    'fingerPrint',
    'clientKey',
    'accessToken',
    'mobileDeviceId',
  ],
};

const base = ['merchantAuthentication', 'clientId', 'refId'] as const;

const transactionRequest: ElementSchema = {
  keys: [
    'transactionType',
    'amount',
    'currencyCode',
    'payment',
    'profile',
    'solution',
    'callId',
    'terminalNumber',
    'authCode',
    'refTransId',
    'splitTenderId',
    'order',
    'lineItems',
    'tax',
    'duty',
    'shipping',
    'taxExempt',
    'poNumber',
    'customer',
    'billTo',
    'shipTo',
    'customerIP',
    'cardholderAuthentication',
    'retail',
    'employeeId',
    'transactionSettings',
    'userFields',
    'surcharge',
    'merchantDescriptor',
    'subMerchant',
    'tip',
    'processingOptions',
    'subsequentAuthInformation',
    'otherTax',
    'shipFrom',
    'authorizationIndicatorType',
  ],
  required: ['transactionType'],
  children: {
    payment: {
      keys: [
        'creditCard',
        'bankAccount',
        'trackData',
        'encryptedTrackData',
        'payPal',
        'opaqueData',
        'emv',
        'dataSource',
      ],
      children: {
        creditCard: {
          keys: [
            'cardNumber',
            'expirationDate',
            'cardCode',
            'isPaymentToken',
            'cryptogram',
            'tokenRequestorName',
            'tokenRequestorId',
            'tokenRequestorEci',
          ],
          required: ['cardNumber', 'expirationDate'],
        },
        opaqueData: {
          keys: ['dataDescriptor', 'dataValue', 'dataKey', 'expirationTimeStamp'],
          required: ['dataDescriptor', 'dataValue'],
        },
      },
    },
    order: { keys: ['invoiceNumber', 'description', 'discountAmount', 'taxIsAfterDiscount'] },
    customer: { keys: ['type', 'id', 'email'] },
    billTo: {
      keys: [
        'firstName',
        'lastName',
        'company',
        'address',
        'city',
        'state',
        'zip',
        'country',
        'phoneNumber',
        'faxNumber',
        'email',
      ],
    },
    transactionSettings: {
      keys: ['setting'],
      children: {
        setting: { keys: ['settingName', 'settingValue'], required: ['settingName'], list: true },
      },
    },
  },
};

export const REQUEST_SCHEMAS: Record<string, ElementSchema> = {
  createTransactionRequest: {
    keys: [...base, 'transactionRequest'],
    required: ['merchantAuthentication', 'transactionRequest'],
    children: { merchantAuthentication, transactionRequest },
  },
  securePaymentContainerRequest: {
    keys: [...base, 'data'],
    required: ['merchantAuthentication', 'data'],
    children: {
      merchantAuthentication,
      data: {
        keys: ['type', 'id', 'token'],
        required: ['type', 'id', 'token'],
        children: {
          token: {
            keys: ['cardNumber', 'expirationDate', 'cardCode', 'zip', 'fullName'],
            required: ['cardNumber', 'expirationDate'],
          },
        },
      },
    },
  },
  getUnsettledTransactionListRequest: {
    keys: [...base, 'status', 'sorting', 'paging'],
    required: ['merchantAuthentication'],
    children: {
      merchantAuthentication,
      sorting: { keys: ['orderBy', 'orderDescending'], required: ['orderBy', 'orderDescending'] },
      paging: { keys: ['limit', 'offset'], required: ['limit', 'offset'] },
    },
  },
  getTransactionDetailsRequest: {
    keys: [...base, 'transId'],
    required: ['merchantAuthentication', 'transId'],
    children: { merchantAuthentication },
  },
  authenticateTestRequest: {
    keys: [...base],
    required: ['merchantAuthentication'],
    children: { merchantAuthentication },
  },
};

/** The E00003 text for the first schema violation under `name`, or null when it conforms. */
export function schemaViolation(
  name: string,
  value: unknown,
  schema: ElementSchema,
): string | null {
  if (schema.list && Array.isArray(value)) {
    for (const item of value) {
      const problem = schemaViolation(name, item, { ...schema, list: false });
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `The element '${name}' ${NS} has invalid child content.`;
  }
  let last = -1;
  const present = Object.keys(value);
  for (const key of present) {
    const index = schema.keys.indexOf(key);
    if (index <= last) {
      const expected = schema.keys.slice(last + 1);
      return (
        `The element '${name}' ${NS} has invalid child element '${key}' ${NS}. ` +
        `List of possible elements expected: '${expected.slice(0, 6).join(', ')}' ${NS}.`
      );
    }
    last = index;
  }
  const missing = (schema.required ?? []).find((k) => !present.includes(k));
  if (missing) {
    return `The element '${name}' ${NS} has incomplete content. List of possible elements expected: '${missing}' ${NS}.`;
  }
  for (const [key, child] of Object.entries(schema.children ?? {})) {
    const childValue = (value as Record<string, unknown>)[key];
    if (childValue === undefined) continue;
    const problem = schemaViolation(key, childValue, child);
    if (problem) return problem;
  }
  return null;
}
