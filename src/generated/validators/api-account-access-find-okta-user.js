// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find-okta-user.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-find-okta-user.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-find-okta-user.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-find-okta-user.json","title":"caption.findIdentityProviderUser","type":"object","required":["username","emailaddress"],"properties":{"username":{"title":"caption.username","type":"string","minLength":4,"maxLength":150,"messages":{"required":"field.required","minLength":"field.minLength","maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"emailaddress":{"$ref":"#/definitions/email","title":"caption.emailAddress"},"oktaUserId":{"title":"caption.identityProviderUser","type":"string","maxLength":100,"messages":{"maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"definitions":{"email":{"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-find-okta-user.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.username === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.emailaddress === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailaddress"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "username") || (key0 === "emailaddress")) || (key0 === "oktaUserId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.username !== undefined){
let data0 = data.username;
if(typeof data0 === "string"){
if(func2(data0) > 150){
const err3 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 4){
const err4 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 4}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err6 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.emailaddress !== undefined){
let data1 = data.emailaddress;
if(typeof data1 === "string"){
if(func2(data1) > 75){
const err7 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 6){
const err8 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data1)){
const err9 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.oktaUserId !== undefined){
let data2 = data.oktaUserId;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err12 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern0.test(data2)){
const err13 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
