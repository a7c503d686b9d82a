/**
 * The longest path parameter the router accepts. A document_id is at most 128 characters, and a
 * client may percent-encode each of them (`:` as `%3A`): 3 × 128 keeps every accepted id routable.
 * A longer segment is refused with 414 before routing.
 */
export const MAX_PATH_PARAM_LENGTH = 3 * 128;
