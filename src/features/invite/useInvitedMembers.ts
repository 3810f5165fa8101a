import { getNextMemberList } from '../../api/account';
import { DEFAULT_PAGE, type InvitedMember } from '../../api/contract';
import { uniqueRows, usePagedList, type PagedList } from '../../api/usePagedList';

export type InvitedMembers = PagedList<InvitedMember>;

/** A member has no id: their (masked) number and registration instant tell two apart. */
export const memberKey = (member: InvitedMember) => `${member.userNo}|${member.registerTime}`;

const uniqueMembers = uniqueRows(memberKey);

/**
 * The friends the player invited (spec 7 getNextMemberList: pageNum, pageSize; spec 9 default
 * size 10), a page at a time as the player scrolls, each friend once (a friend who registers
 * between two page loads shifts the pages). Back on the page, the friends who joined meanwhile
 * show; failures are shown in place with a retry (usePagedList).
 */
export function useInvitedMembers(pageSize: number = DEFAULT_PAGE.pageSize): InvitedMembers {
  return usePagedList(getNextMemberList, {}, { pageSize, merge: uniqueMembers });
}
