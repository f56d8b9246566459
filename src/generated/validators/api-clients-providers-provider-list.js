// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-list.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-provider-list.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-provider-list.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-provider-list.json","title":"caption.providerListQuery","type":"object","properties":{"userId":{"title":"caption.user","type":"string","pattern":"^[1-9][0-9]{0,17}$","messages":{"pattern":"field.invalid"},"validCharacters":true},"UserRole":{"title":"caption.userRole","type":"string","pattern":"^[0-9]{1,4}$","messages":{"pattern":"field.invalid"},"validCharacters":true},"IsSSO":{"title":"caption.singleSignOn","type":"string","enum":["true","false","Y","N"],"messages":{"enum":"field.invalid"},"validCharacters":true},"clientId":{"title":"caption.healthPlan","type":"string","pattern":"^[1-9][0-9]{0,8}$","messages":{"pattern":"field.invalid"},"validCharacters":true},"IndentifierID":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"minLength":3,"maxLength":36,"messages":{"minLength":"providerManagement.filterTooShort","maxLength":"field.maxLength"},"validCharacters":true},"limit":{"title":"caption.limit","type":"string","pattern":"^[1-9][0-9]{0,4}$","messages":{"pattern":"field.invalid"},"validCharacters":true},"offset":{"title":"caption.offset","type":"string","pattern":"^[0-9]{1,9}$","messages":{"pattern":"field.invalid"},"validCharacters":true},"active":{"title":"caption.page","type":"string","pattern":"^[1-9][0-9]{0,6}$","messages":{"pattern":"field.invalid"},"validCharacters":true},"sort":{"title":"caption.sort","type":"string","enum":["key_value","key_column_name","healthplan_name"],"messages":{"enum":"field.invalid"},"validCharacters":true},"order":{"title":"caption.order","type":"string","enum":["asc","desc","ASC","DESC"],"messages":{"enum":"field.invalid"},"validCharacters":true},"PageSize":{"title":"caption.resultsPerPage","type":"string","pattern":"^([1-9][0-9]{0,4}|ALL)$","messages":{"pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"additionalProperties":"field.invalid"},"definitions":{}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[1-9][0-9]{0,17}$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern2 = new RegExp("^[0-9]{1,4}$", "u");
const pattern5 = new RegExp("^[1-9][0-9]{0,8}$", "u");
const pattern8 = new RegExp("^[1-9][0-9]{0,4}$", "u");
const pattern10 = new RegExp("^[0-9]{1,9}$", "u");
const pattern12 = new RegExp("^[1-9][0-9]{0,6}$", "u");
const pattern16 = new RegExp("^([1-9][0-9]{0,4}|ALL)$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-provider-list.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema27.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,17}$"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(pattern1.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.UserRole !== undefined){
let data1 = data.UserRole;
if(typeof data1 === "string"){
if(!pattern2.test(data1)){
const err4 = {instancePath:instancePath+"/UserRole",schemaPath:"#/properties/UserRole/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,4}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern1.test(data1)){
const err5 = {instancePath:instancePath+"/UserRole",schemaPath:"#/properties/UserRole/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/UserRole",schemaPath:"#/properties/UserRole/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.IsSSO !== undefined){
let data2 = data.IsSSO;
if(!((((data2 === "true") || (data2 === "false")) || (data2 === "Y")) || (data2 === "N"))){
const err7 = {instancePath:instancePath+"/IsSSO",schemaPath:"#/properties/IsSSO/enum",keyword:"enum",params:{allowedValues: schema27.properties.IsSSO.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 === "string"){
if(pattern1.test(data2)){
const err8 = {instancePath:instancePath+"/IsSSO",schemaPath:"#/properties/IsSSO/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/IsSSO",schemaPath:"#/properties/IsSSO/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.clientId !== undefined){
let data3 = data.clientId;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err10 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,8}$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern1.test(data3)){
const err11 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.IndentifierID !== undefined){
let data4 = data.IndentifierID;
if(typeof data4 === "string"){
if(func3(data4) > 36){
const err13 = {instancePath:instancePath+"/IndentifierID",schemaPath:"#/properties/IndentifierID/maxLength",keyword:"maxLength",params:{limit: 36}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func3(data4) < 3){
const err14 = {instancePath:instancePath+"/IndentifierID",schemaPath:"#/properties/IndentifierID/minLength",keyword:"minLength",params:{limit: 3}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern1.test(data4)){
const err15 = {instancePath:instancePath+"/IndentifierID",schemaPath:"#/properties/IndentifierID/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/IndentifierID",schemaPath:"#/properties/IndentifierID/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.limit !== undefined){
let data5 = data.limit;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err17 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,4}$"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(pattern1.test(data5)){
const err18 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.offset !== undefined){
let data6 = data.offset;
if(typeof data6 === "string"){
if(!pattern10.test(data6)){
const err20 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}$"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(pattern1.test(data6)){
const err21 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.active !== undefined){
let data7 = data.active;
if(typeof data7 === "string"){
if(!pattern12.test(data7)){
const err23 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,6}$"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(pattern1.test(data7)){
const err24 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.sort !== undefined){
let data8 = data.sort;
if(!(((data8 === "key_value") || (data8 === "key_column_name")) || (data8 === "healthplan_name"))){
const err26 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema27.properties.sort.enum}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data8 === "string"){
if(pattern1.test(data8)){
const err27 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.order !== undefined){
let data9 = data.order;
if(!((((data9 === "asc") || (data9 === "desc")) || (data9 === "ASC")) || (data9 === "DESC"))){
const err29 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema27.properties.order.enum}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data9 === "string"){
if(pattern1.test(data9)){
const err30 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.PageSize !== undefined){
let data10 = data.PageSize;
if(typeof data10 === "string"){
if(!pattern16.test(data10)){
const err32 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/pattern",keyword:"pattern",params:{pattern: "^([1-9][0-9]{0,4}|ALL)$"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(pattern1.test(data10)){
const err33 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
