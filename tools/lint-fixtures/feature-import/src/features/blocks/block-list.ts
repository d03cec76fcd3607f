export const blockList = ['quote'];
