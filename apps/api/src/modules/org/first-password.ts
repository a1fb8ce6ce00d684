import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for each other when read off a screen or a printed list. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/**
 * A first password for an account a company admin creates: 12 random characters in three groups
 * (about 70 bits), never derived from anything the admin or a colleague knows (not the employee number).
 */
export function newFirstPassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}
