/**
 * Given names and surnames that are also ordinary English words ("Rose Baker", "Will Hunter",
 * "Hope Green"), written by hand for this project (Apache-2.0). The hard case for detection: in
 * lower case or ALL CAPS notes nothing but the context says they are names.
 */
import { words } from "./prng.ts";

export const WORD_GIVEN_FEMALE = words(
  "Rose Grace Hope Faith Joy Pearl Ruby Iris Daisy Holly Ivy Dawn Summer April May June Amber Crystal Hazel Heather Violet Poppy Olive Honey Lily Jewel Star Sunny Blossom Autumn Meadow Robin Patience Charity Prudence Merry Angel Bunny Goldie",
);
export const WORD_GIVEN_MALE = words(
  "Will Bill Frank Mark Jack Rich Grant Drew Wade Cliff Dale Glen Clay Rusty Sandy Miles Victor Sterling Forrest Chase Hunter Jay Ray Bob Rob Pat Guy Bud Chip Buck Cash Chance Deacon Earnest Major Royal King Ace Rocky Art",
);
export const WORD_SURNAMES = words(
  "Baker Hunter Field Green Long Rice Young Wells Summers Frost Brown White Black Wood Stone Hill Cook Butcher Fisher Carpenter Mason Turner Bishop King Knight Bell Mills Brooks Street Lane Moss Bush Reed Rivers Banks Park Ward Hall House Church Parsons Gardner Shepherd Glass Bird Swan Fox Wolf Lamb Nash Sharp Sweet Good Wise Strong Little Short Small Best Cross Day Law Rich Hale Waters Marsh Pond Lake Meadows Fields Woods Hedges Gates Walls Sparrow Finch Crane Drake Hawk Salmon Trout Pike Bass Plant Rose Flowers Berry Cherry Peach Orchard Barley Wheat Oates Rye Coal Cotton Silk Steel Iron Gold Silver Penny Pound Price Money Chambers Hart Pepper Salt Sugar Honey Bacon Ham Lamb Mutton Brewer Cooper Potter Thatcher Slater Tanner Weaver Draper Skinner Chandler Miller Porter Page Steward Spencer Marshall Sheriff Judge Love Hope Joy Faith Bliss Rush Swift Quick Rapid Short Tall Large Small Bright Fair Noble Gentle Goodman Freeman Newman Child Mann Savage Moody Batch Merry",
);
